import DeviceCatalog
import LayoutModel

/// Turns a solution's diagnostics into stored ones and adds the checks that need the device:
/// content under the unsafe area and frames off the pixel grid. Made once per group of cases
/// (one resolved layout), whose views are the same on every screen.
struct CaseDiagnostics {
    /// Positions of the visible views other than the root.
    private let visible: [Int]
    /// Positions of the visible views with content (labels, buttons, images, fields, switches).
    private let content: [Int]
    /// What the layout's source file holds that Trellis does not model, said on every case.
    private let notModelled: [CaseDiagnostic]
    /// Where each view was written, for pointing a finding at it.
    private let viewSources: [String: SourceLocation]

    init(layout: Layout, frames: [SolvedFrame]) {
        notModelled = layout.importWarnings.map {
            CaseDiagnostic(kind: "not-modelled", severity: .warning, views: [], constraints: [], message: $0.description,
                           location: $0.location)
        }
        var viewSources: [String: SourceLocation] = [:]
        for solved in frames { viewSources[solved.view] = layout.view(named: solved.view)?.source }
        self.viewSources = viewSources
        var hidden = Set<String>()
        var visible: [Int] = []
        var content: [Int] = []
        for (index, solved) in frames.enumerated() {
            if solved.isHidden || (solved.superview.map(hidden.contains) ?? false) {
                hidden.insert(solved.view)
                continue
            }
            guard index > 0 else { continue }
            visible.append(index)
            if let kind = layout.view(named: solved.view)?.kind, kind != .view, kind != .stackView { content.append(index) }
        }
        self.visible = visible
        self.content = content
    }

    func of(_ solution: LayoutSolution) -> [CaseDiagnostic] {
        var result = notModelled + solution.diagnostics.map(convert)
        result += unsafeAreaOverlaps(solution)
        result += pixelMisalignments(solution)
        return result
    }

    func convert(_ diagnostic: Diagnostic) -> CaseDiagnostic {
        switch diagnostic {
        case let .unsatisfiable(conflict):
            return CaseDiagnostic(
                kind: diagnostic.kind, severity: .error,
                views: [],
                constraints: conflict.conflicting.map { $0.name ?? $0.equation },
                message: diagnostic.description,
                // The constraint UIKit breaks, where it was written; else the first that was.
                location: conflict.broken.source ?? conflict.conflicting.lazy.compactMap(\.source).first)
        default:
            return CaseDiagnostic(kind: diagnostic.kind, severity: .warning, views: diagnostic.viewName.map { [$0] } ?? [],
                                  constraints: [], message: diagnostic.description,
                                  location: diagnostic.viewName.flatMap { viewSources[$0] })
        }
    }

    /// Views with content that reach into the status bar, sensor housing or home indicator
    /// area. Plain views and stack views are backgrounds and containers, which may extend there.
    func unsafeAreaOverlaps(_ solution: LayoutSolution) -> [CaseDiagnostic] {
        let insets = solution.environment.safeAreaInsets
        let size = solution.environment.size
        let safe = Rect(x: insets.left, y: insets.top, width: size.width - insets.left - insets.right,
                        height: size.height - insets.top - insets.bottom)
        let tolerance = 0.5 / solution.environment.displayScale
        var result: [CaseDiagnostic] = []
        for index in content {
            let solved = solution.frames[index]
            let frame = solved.rootFrame
            guard frame.width > 0, frame.height > 0 else { continue }
            let outside = frame.x < safe.x - tolerance || frame.maxX > safe.maxX + tolerance
                || frame.y < safe.y - tolerance || frame.maxY > safe.maxY + tolerance
            let onScreen = frame.x < size.width && frame.maxX > 0 && frame.y < size.height && frame.maxY > 0
            if outside && onScreen {
                result.append(CaseDiagnostic(
                    kind: "unsafe-area", severity: .warning, views: [solved.view], constraints: [],
                    message: "Unsafe area: \(solved.view) at \(frame) (in root coordinates) reaches outside the safe area \(safe), "
                        + "under the status bar, sensor housing or home indicator.",
                    location: viewSources[solved.view]))
            }
        }
        return result
    }

    /// One note per case listing the views whose exact edges are off the device's pixel grid,
    /// which UIKit rounds when it draws them (both frames are stored).
    func pixelMisalignments(_ solution: LayoutSolution) -> [CaseDiagnostic] {
        let scale = solution.environment.displayScale
        func offGrid(_ value: Double) -> Bool { abs(value * scale - (value * scale).rounded()) > 1e-3 }
        var views: [String] = []
        for index in visible {
            let exact = solution.frames[index].exactRootFrame
            if offGrid(exact.x) || offGrid(exact.y) || offGrid(exact.maxX) || offGrid(exact.maxY) {
                views.append(solution.frames[index].view)
            }
        }
        guard !views.isEmpty else { return [] }
        return [CaseDiagnostic(
            kind: "pixel-misaligned", severity: .note, views: views, constraints: [],
            message: "Pixel grid: \(views.count == 1 ? "1 view solves" : "\(views.count) views solve") off the "
                + "@\(formatPoints(scale))x grid and UIKit rounds \(views.count == 1 ? "it" : "them"): \(views.joined(separator: ", ")).")]
    }
}
