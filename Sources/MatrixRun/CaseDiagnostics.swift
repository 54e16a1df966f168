import DeviceCatalog
import LayoutModel

/// Turns a solution's diagnostics into stored ones and adds the checks that need the device:
/// content under the unsafe area and frames off the pixel grid.
enum CaseDiagnostics {
    static func of(_ solution: LayoutSolution, layout: Layout) -> [CaseDiagnostic] {
        var result = solution.diagnostics.map(convert)
        result += unsafeAreaOverlaps(solution, layout: layout)
        result += pixelMisalignments(solution)
        return result
    }

    static func convert(_ diagnostic: Diagnostic) -> CaseDiagnostic {
        switch diagnostic {
        case let .unsatisfiable(conflict):
            return CaseDiagnostic(
                kind: diagnostic.kind, severity: .error,
                views: [],
                constraints: conflict.conflicting.map { $0.name ?? $0.equation },
                message: diagnostic.description)
        default:
            return CaseDiagnostic(kind: diagnostic.kind, severity: .warning, views: diagnostic.viewName.map { [$0] } ?? [],
                                  constraints: [], message: diagnostic.description)
        }
    }

    /// Views with content (labels, buttons, images, fields, switches) that reach into the
    /// status bar, sensor housing or home indicator area. Plain views and stack views are
    /// backgrounds and containers, which may extend there.
    static func unsafeAreaOverlaps(_ solution: LayoutSolution, layout: Layout) -> [CaseDiagnostic] {
        let insets = solution.environment.safeAreaInsets
        let size = solution.environment.size
        let safe = Rect(x: insets.left, y: insets.top, width: size.width - insets.left - insets.right,
                        height: size.height - insets.top - insets.bottom)
        let tolerance = 0.5 / solution.environment.displayScale
        let hidden = hiddenViews(solution)
        var result: [CaseDiagnostic] = []
        for solved in solution.frames.dropFirst() where !hidden.contains(solved.view) {
            guard let kind = layout.view(named: solved.view)?.kind, kind != .view, kind != .stackView else { continue }
            let frame = solved.rootFrame
            guard frame.width > 0, frame.height > 0 else { continue }
            let outside = frame.x < safe.x - tolerance || frame.maxX > safe.maxX + tolerance
                || frame.y < safe.y - tolerance || frame.maxY > safe.maxY + tolerance
            let onScreen = frame.x < size.width && frame.maxX > 0 && frame.y < size.height && frame.maxY > 0
            if outside && onScreen {
                result.append(CaseDiagnostic(
                    kind: "unsafe-area", severity: .warning, views: [solved.view], constraints: [],
                    message: "Unsafe area: \(solved.view) at \(frame) (in root coordinates) reaches outside the safe area \(safe), "
                        + "under the status bar, sensor housing or home indicator."))
            }
        }
        return result
    }

    /// One note per case listing the views whose exact edges are off the device's pixel grid,
    /// which UIKit rounds when it draws them (both frames are stored).
    static func pixelMisalignments(_ solution: LayoutSolution) -> [CaseDiagnostic] {
        let scale = solution.environment.displayScale
        func offGrid(_ value: Double) -> Bool { abs(value * scale - (value * scale).rounded()) > 1e-3 }
        let hidden = hiddenViews(solution)
        let views = solution.frames.dropFirst().filter { solved in
            let exact = solved.exactRootFrame
            return !hidden.contains(solved.view)
                && (offGrid(exact.x) || offGrid(exact.y) || offGrid(exact.maxX) || offGrid(exact.maxY))
        }.map(\.view)
        guard !views.isEmpty else { return [] }
        return [CaseDiagnostic(
            kind: "pixel-misaligned", severity: .note, views: views, constraints: [],
            message: "Pixel grid: \(views.count == 1 ? "1 view solves" : "\(views.count) views solve") off the "
                + "@\(formatPoints(scale))x grid and UIKit rounds \(views.count == 1 ? "it" : "them"): \(views.joined(separator: ", ")).")]
    }

    private static func hiddenViews(_ solution: LayoutSolution) -> Set<String> {
        var hidden = Set<String>()
        for solved in solution.frames where solved.isHidden || (solved.superview.map(hidden.contains) ?? false) {
            hidden.insert(solved.view)
        }
        return hidden
    }
}
