import TextMeasurement
import TrellisBase

/// What a user loses when UIKit gives a view less room than its content asks for, by the view's
/// class: the rule behind a `compressed` finding. Nil from `init` means nothing is lost (an image
/// that scales, a field whose text scrolls, a size that only Interface Builder's canvas used).
public enum ContentLoss: String, Sendable, Hashable {
    /// A label's text ends in "…" (or, with autoshrink, got smaller than its minimum scale allows).
    case textTruncated
    /// A button's title is truncated.
    case titleTruncated
    /// A text field shows only part of its placeholder.
    case placeholderTruncated
    /// Text taller than its view: lines or the tops and bottoms of letters do not show.
    case textCutOff
    /// A button's title taller than the button: the tops and bottoms of its letters do not show.
    case titleCutOff
    /// An image drawn at its own size (a content mode that does not scale) in a smaller view that
    /// clips to its bounds.
    case imageCropped
    /// A control UIKit draws at its own size (a switch) in a smaller frame: touches on the part
    /// outside the frame miss it.
    case controlOverflows

    /// How much shorter than its text's width a view must be to be called truncated. Text widths
    /// are Trellis's estimate until fonts are measured, and the estimate is off by a few percent;
    /// a finding must hold on the device, so a smaller shortfall is not reported.
    static let textWidthUncertainty = (fraction: 0.05, points: 2.0)
    /// Text heights come from the font's metrics; a sliver of the line's spacing (up to a point)
    /// holds no ink.
    static let textHeightSlack = 1.0

    /// What giving `view` `size` points along `axis`, where its content asks for `needed`, loses.
    /// `tolerance` is the rounding a size may lose to the pixel grid.
    init?(_ view: LayoutView, axis: Axis, size: Double, needed: Double, tolerance: Double) {
        guard !view.intrinsicSizeIsPlaceholder else { return nil }
        let content = view.content
        // A stand-in text's length is unknown, so is its width and how many lines it wraps to;
        // one line's height is its font's, whatever the text.
        if content.textIsStandIn, axis == .horizontal || view.kind == .label && content.numberOfLines != 1 { return nil }
        // Text in a font Trellis has no file for is measured as the system font: an estimate that
        // can be a quarter off (a condensed display face), so nothing in it is called lost.
        if view.kind.showsText, content.resolvedFont(for: view.kind).isMeasuredAsSystemFont { return nil }
        let horizontal = axis == .horizontal
        let widthSlack = max(tolerance, Self.textWidthUncertainty.points, needed * Self.textWidthUncertainty.fraction)
        let heightSlack = max(tolerance, Self.textHeightSlack)
        switch view.kind {
        case .label:
            if horizontal {
                // A multi-line label wraps instead; an autoshrinking one first shrinks its font.
                guard content.numberOfLines == 1, size < needed * (content.minimumScaleFactor ?? 1) - widthSlack else { return nil }
                self = .textTruncated
            } else {
                guard size < needed - heightSlack else { return nil }
                // One line is drawn whatever the height, centred and clipped to the bounds: only
                // letters past an edge are lost ("EXPLORE" keeps its capitals in a label 37 pt
                // tall for a 47.7-pt line). Several lines: those that do not fit are not drawn.
                let font = content.resolvedFont(for: .label)
                if content.numberOfLines == 1 || needed <= font.lineHeight + heightSlack {
                    guard !TextInk(content.text ?? "", font: font).fits(in: size, font: font, slack: tolerance) else { return nil }
                    self = .textCutOff
                } else {
                    self = .textTruncated
                }
            }
        case .button:
            if horizontal {
                // An image alone shrinks to fit; a title truncates.
                guard !(content.title ?? "").isEmpty, size < needed - widthSlack else { return nil }
                self = .titleTruncated
            } else {
                // The intrinsic height pads the title's line, adds the insets and may be an
                // image's (which shrinks to fit): only the title's letters past the button's
                // edges are lost, its line centred in it (and no more than the design cut).
                guard let title = content.title, !title.isEmpty else { return nil }
                let font = content.resolvedFont(for: .button)
                guard size < min(font.lineHeight, needed) - tolerance,
                      !TextInk(title, font: font).fits(in: size, font: font, slack: tolerance) else { return nil }
                self = .titleCutOff
            }
        case .textField:
            if horizontal {
                // Typed text scrolls within the field; a placeholder shown alone truncates.
                guard (content.text ?? "").isEmpty, !(content.placeholder ?? "").isEmpty, size < needed - widthSlack else { return nil }
                self = .placeholderTruncated
            } else {
                // Its line is centred in it, as a label's: letters past the edges are lost (no
                // more than the design cut: a 1-pt field that only AutoFill reads).
                let font = content.resolvedFont(for: .textField)
                let shown = (content.text ?? "").isEmpty ? content.placeholder ?? "" : content.text ?? ""
                guard size < min(font.lineHeight, needed) - heightSlack,
                      !TextInk(shown, font: font).fits(in: size, font: font, slack: tolerance) else { return nil }
                self = .textCutOff
            }
        case .imageView:
            // A scaling content mode shrinks the image; any other draws it at its size, which only
            // clipping to the bounds cuts. An image its design already cropped along this axis is
            // a picture shown through a window (a centred 1,200-pt background): less of it on a
            // smaller screen is the design, not a loss.
            guard !view.contentMode.scalesContent, view.clipsToBounds, size < needed - tolerance else { return nil }
            if let designed = view.designedSize, let image = content.image,
               (horizontal ? designed.width : designed.height) < (horizontal ? image.width : image.height) - tolerance { return nil }
            self = .imageCropped
        case .switch:
            // Up to 2 pt over its frame is a strip of the switch's rounded edge that a finger
            // never aims at, as for the edges of the root (`Diagnostic.edgeSlack`).
            guard size < needed - max(tolerance, Diagnostic.edgeSlack) else { return nil }
            self = .controlOverflows
        case .view, .stackView, .toolbar, .scrollView:
            // What a generic view loses depends on its class (a slider's track, a page control's
            // dots, a custom view's drawing): nothing Trellis can say is true.
            return nil
        }
    }

    /// The room the lost content needs, for the message: a button's title and a field's text
    /// their line (rounded up to the pixel), anything else its intrinsic size.
    func need(of view: LayoutView, intrinsic: Double, scale: Double) -> Double {
        guard self == .titleCutOff || (self == .textCutOff && view.kind == .textField) else { return intrinsic }
        return (view.content.resolvedFont(for: view.kind).lineHeight * scale - 1e-9).rounded(.up) / scale
    }

    /// The finding's message: what is lost, the room given and the room needed.
    func message(view: String, axis: Axis, size: Double, needed: Double) -> String {
        let dimension = axis == .horizontal ? "wide" : "tall"
        let given = "\(view) is \(formatPoints(size)) pt \(dimension)"
        let asks = "\(formatPoints(needed)) pt"
        switch self {
        case .textTruncated:
            return axis == .horizontal
                ? "Text truncated: \(given); its text needs \(asks)."
                : "Text truncated: \(given); its lines need \(asks), so the last ones do not show."
        case .titleTruncated: return "Title truncated: \(given); its title needs \(asks)."
        case .placeholderTruncated: return "Placeholder truncated: \(given); its placeholder needs \(asks)."
        case .textCutOff: return "Text cut off: \(given); its text needs \(asks)."
        case .titleCutOff: return "Title cut off: \(given); its title's line needs \(asks)."
        case .imageCropped: return "Image cropped: \(given) and clips to its bounds; its image is \(asks) and its content mode does not scale it."
        case .controlOverflows: return "Control overflows: \(given), but UIKit draws it \(asks); touches outside its frame miss it."
        }
    }
}
