import DeviceCatalog
import ResultStore
import TrellisBase

/// One case drawn as an SVG: the screen (status bar, sensor housing, home indicator, bars, safe
/// area, root margins), every visible view as a named rectangle, and in a diff the base frames of
/// the views that moved, went away or were hidden.
///
/// Every case is drawn at the same scale, so an iPad is as much larger than an iPhone as it is;
/// labels and strokes are sized in screen pixels so they read the same on every cell.
struct Wireframe {
    /// Screen pixels per point.
    static let scale = 0.36
    /// Label text height in screen pixels.
    static let labelSize = 11.0

    var key: CaseKey
    var head: CaseSnapshot
    /// The same case in the base run, when drawing a diff.
    var base: CaseSnapshot?
    /// How each view changed, when drawing a diff.
    var changes: [String: RunDiff.ViewDifference.Kind] = [:]

    var svg: String {
        guard let screen = head.size else { return "" }
        // A screen's root is drawn on its screen. Any other is drawn alone, at the size its
        // container gave it: a sheet with its own insets (its navigation bar, the home
        // indicator), a cell, a xib view, an embedded or Notification Center view with its margins.
        let aloneFrame = head.rootIsScreen ? nil : head.viewOrder.first.flatMap { head.frames[$0] }
        let width = aloneFrame?.width ?? screen.width, height = aloneFrame?.height ?? screen.height
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(formatPoints(width * Self.scale))\" "
            + "height=\"\(formatPoints(height * Self.scale))\" viewBox=\"0 0 \(formatPoints(width)) \(formatPoints(height))\">\n"
        svg += aloneFrame == nil || head.container == .sheet ? screenMarks(width: width, height: height) : marginMarks(width: width, height: height)
        // Labels go last, over every frame, so no outline runs through a name.
        var labels = ""
        let visible = head.viewOrder.dropFirst().compactMap { view in head.frames[view].flatMap { $0.hidden ? nil : (view, $0) } }
        for (index, (view, frame)) in visible.enumerated() {
            let change = changes[view]
            let style = switch change {
            case .changed: "changed"
            case .added, .shown: "added"
            default: "view"
            }
            let suffix = change == .added || change == .shown ? " (\(change!.rawValue))" : ""
            svg += "<g data-view=\"\(HTMLPage.escape(view))\"\(change.map { " data-change=\"\($0.rawValue)\"" } ?? "")>"
                + "<title>\(HTMLPage.escape(view))\(suffix) \(describe(frame))</title>"
                + rect(frame, style) + "</g>\n"
            labels += label(view + suffix, frame, style, coveredBy: visible[(index + 1)...])
        }
        // Base frames go on top, dashed, so a moved view shows where it was and a removed or
        // hidden one where it used to be.
        if let base {
            for view in base.viewOrder.dropFirst() {
                guard let change = changes[view], [.changed, .removed, .hidden].contains(change),
                      let frame = base.frames[view], !frame.hidden else { continue }
                let gone = change != .changed
                svg += "<g data-base-view=\"\(HTMLPage.escape(view))\" data-change=\"\(change.rawValue)\">"
                    + "<title>\(HTMLPage.escape(view)) in the base run \(describe(frame))</title>"
                    + rect(frame, gone ? "gone" : "base") + "</g>\n"
                if gone { labels += label("\(view) (\(change.rawValue))", frame, "gone") }
            }
        }
        return svg + labels + "</svg>\n"
    }

    /// What surrounds the layout: insets shaded, the status bar, a schematic sensor housing and
    /// home indicator where the device has them, bars, the safe area's outline and the margins.
    private func screenMarks(width: Double, height: Double) -> String {
        guard let safe = head.safeArea else { return "" }
        let (top, left, bottom, right) = (safe.top, safe.left, safe.bottom, safe.right)
        let bars = head.barInsets ?? (0, 0)
        let deviceTop = top - bars.top, deviceBottom = bottom - bars.bottom
        var svg = ""
        func mark(_ style: String, _ title: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double, rounded: Double = 0) {
            svg += Self.mark(style, title, x, y, w, h, rounded: rounded)
        }
        let phone = head.family == .phone
        let portrait = height >= width
        // A Dynamic Island phone's safe area reaches below its status bar (59 against 54 pt).
        let statusBar = min(head.statusBar ?? deviceTop, deviceTop)
        mark("status-bar", "status bar, \(formatPoints(statusBar)) pt", 0, 0, width, statusBar)
        mark("unsafe", "top inset below the status bar, \(formatPoints(deviceTop - statusBar)) pt", 0, statusBar, width, deviceTop - statusBar)
        mark("bar", "top bar, \(formatPoints(bars.top)) pt", 0, deviceTop, width, bars.top)
        mark("bar", "bottom bar, \(formatPoints(bars.bottom)) pt", 0, height - bottom, width, bars.bottom)
        mark("unsafe", "home indicator area, \(formatPoints(deviceBottom)) pt", 0, height - deviceBottom, width, deviceBottom)
        mark("unsafe", "left inset, \(formatPoints(left)) pt", 0, top, left, height - top - bottom)
        mark("unsafe", "right inset, \(formatPoints(right)) pt", width - right, top, right, height - top - bottom)
        // The sensor housing faces the device's top: up in portrait; in interface landscapeLeft
        // (the home button's side on the left) it is on the right, in landscapeRight on the left.
        if phone && portrait && deviceTop > 20 {
            let w = width * 0.32, h = min(deviceTop * 0.6, 34)
            mark("housing", "sensor housing", (width - w) / 2, (deviceTop - h) / 2, w, h, rounded: h / 2)
        } else if phone && !portrait && left > 0 && right > 0 {
            let inset = key.orientation == .landscapeRight ? left : right
            let w = min(inset * 0.6, 34), h = height * 0.32
            let x = key.orientation == .landscapeRight ? (left - w) / 2 : width - right + (right - w) / 2
            mark("housing", "sensor housing", x, (height - h) / 2, w, h, rounded: w / 2)
        }
        if deviceBottom > 0 {
            let w = min(HomeIndicator.width, width * 0.35), h = HomeIndicator.height
            mark("housing", "home indicator", (width - w) / 2, height - min(HomeIndicator.gapBelow, deviceBottom / 2) - h, w, h, rounded: h / 2)
        }
        mark("safe", "safe area", left, top, width - left - right, height - top - bottom)
        if let radius = head.cornerRadius, radius > 0 { svg += Self.corners(width: width, height: height, radius: radius) }
        return svg + marginMarks(width: width, height: height)
    }

    /// The screen's rounded corners: what each cuts off, shaded as the insets are.
    private static func corners(width: Double, height: Double, radius r: Double) -> String {
        let (w, h, rr) = (formatPoints(width), formatPoints(height), formatPoints(r))
        // Each corner: from the square's corner along one edge to the arc, round it to the other edge.
        let paths = [
            "M0 0H\(rr)A\(rr) \(rr) 0 0 0 0 \(rr)Z",
            "M\(w) 0V\(rr)A\(rr) \(rr) 0 0 0 \(formatPoints(width - r)) 0Z",
            "M0 \(h)V\(formatPoints(height - r))A\(rr) \(rr) 0 0 0 \(rr) \(h)Z",
            "M\(w) \(h)H\(formatPoints(width - r))A\(rr) \(rr) 0 0 0 \(w) \(formatPoints(height - r))Z",
        ]
        return "<path class=\"unsafe\" d=\"\(paths.joined(separator: " "))\"><title>rounded corners, \(rr) pt</title></path>\n"
    }

    /// The root's layout margins.
    private func marginMarks(width: Double, height: Double) -> String {
        guard let margins = head.margins else { return "" }
        return Self.mark("margins", "layout margins", margins.left, margins.top, width - margins.left - margins.right,
                         height - margins.top - margins.bottom)
    }

    /// A shaded or outlined area of the screen, with a title; nothing for an empty one.
    private static func mark(_ style: String, _ title: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
                             rounded: Double = 0) -> String {
        guard w > 0 && h > 0 else { return "" }
        return "<rect class=\"\(style)\" x=\"\(formatPoints(x))\" y=\"\(formatPoints(y))\" width=\"\(formatPoints(w))\" "
            + "height=\"\(formatPoints(h))\"\(rounded > 0 ? " rx=\"\(formatPoints(rounded))\"" : "")><title>\(title)</title></rect>\n"
    }

    private func rect(_ frame: FrameSnapshot, _ style: String) -> String {
        "<rect class=\"\(style)\" x=\"\(formatPoints(frame.x))\" y=\"\(formatPoints(frame.y))\" "
            + "width=\"\(formatPoints(frame.width))\" height=\"\(formatPoints(frame.height))\"/>"
    }

    /// A name at the frame's top left, in screen-sized type with a white halo to read over lines,
    /// shortened with … to the frame's width; none when not three letters fit, or when a view
    /// drawn later (a subview, an overlapping sibling) covers the spot. The hover title keeps
    /// the whole name.
    private func label(_ text: String, _ frame: FrameSnapshot, _ style: String, coveredBy later: ArraySlice<(String, FrameSnapshot)> = []) -> String {
        let size = Self.labelSize / Self.scale
        let inset = 3 / Self.scale
        let fitting = Int((frame.width - inset) / (size * Self.characterWidth))
        guard fitting >= 3 else { return "" }
        let shown = text.count <= fitting ? text : String(text.prefix(fitting - 1)) + "…"
        // Only the part of the name inside the frame must be clear; below a short view it may run over.
        let box = (x: frame.x, y: frame.y, width: Double(shown.count) * size * Self.characterWidth + inset, height: min(size, frame.height))
        let covered = later.contains { _, other in
            other.x < box.x + box.width && box.x < other.x + other.width && other.y < box.y + box.height && box.y < other.y + other.height
        }
        guard !covered else { return "" }
        return "<text class=\"label \(style)-label\" x=\"\(formatPoints(frame.x + inset))\" "
            + "y=\"\(formatPoints(frame.y + size * 0.85))\" font-size=\"\(formatPoints(size))\" "
            + "stroke-width=\"\(formatPoints(3 / Self.scale))\">\(HTMLPage.escape(shown))</text>\n"
    }

    /// A generous average advance of sans-serif letters, in ems, so estimated labels are not
    /// shorter than drawn ones.
    static let characterWidth = 0.6

    private func describe(_ frame: FrameSnapshot) -> String {
        "(\(formatPoints(frame.x)), \(formatPoints(frame.y)), \(formatPoints(frame.width)), \(formatPoints(frame.height)))"
    }
}
