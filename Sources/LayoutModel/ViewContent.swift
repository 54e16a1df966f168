import TextMeasurement
import TrellisBase

/// What a view shows, as far as it decides its intrinsic size: text and font, a button's title,
/// an image's size.
public struct ViewContent: Sendable, Hashable {
    /// A label's or text field's text.
    public var text: String?
    /// A button's title.
    public var title: String?
    /// A text field's placeholder (sizes the field when it has no text).
    public var placeholder: String?
    /// nil: the kind's default (17 pt for labels, 14 pt for text fields, a button's by its style).
    public var font: Font?
    /// The image's size in points (image views, buttons with an image).
    public var image: Size?
    /// A button's background image's size: UIButton stretches it to its bounds and is never
    /// smaller than it.
    public var backgroundImage: Size?
    /// `numberOfLines`: 1 by default, 0 for as many as needed.
    public var numberOfLines = 1
    /// The width at which a multi-line label wraps.
    public var preferredMaxLayoutWidth: Double?
    /// How a label breaks its lines and cuts what does not fit (UIKit's default: by word, the
    /// last line truncated at its tail).
    public var lineBreakMode: LineBreakMode = .truncateTail
    /// A label that shrinks its text to fit its width (`adjustsFontSizeToFitWidth`) goes down to
    /// this fraction of its font size before it truncates; nil when it does not shrink.
    public var minimumScaleFactor: Double?
    /// Where a label draws its text and a button its title across the view's width; nil: the
    /// kind's default (a button's centred, a label's at the leading edge).
    public var alignment: ContentAlignment?
    /// A text field's border, which decides its height.
    public var borderStyle: TextFieldBorderStyle = .roundedRect
    /// Room a button keeps around its title and image (`contentEdgeInsets`, or a configuration's
    /// `contentInsets`: 7 pt above and below and 12 at the sides by default).
    public var contentInsets = DirectionalEdgeInsets()
    /// Room a button keeps above and below its title's line: 6 pt for a button without a
    /// configuration and without content insets (a 15-pt title gives 30 pt); a configured
    /// button, or an old one given `contentEdgeInsets`, has its insets instead (0).
    public var titlePadding = ViewContent.legacyTitlePadding
    /// A button's type and whether it has a configuration, which decide its default font, how
    /// it rounds its title and its narrowest width.
    public var buttonStyle = ButtonStyle.system
    /// A label's text on one line as the app's own rendering measured it (Interface Builder's
    /// `<designables>` size of a label subclass, which may set another font at run time): the
    /// text model's lines are scaled to it, so such a label still wraps at its layout width.
    public var oneLineSize: Size?
    /// The text (or title) in the file stands for one the app sets: a localization key it looks
    /// its translation up by, or Interface Builder's default "Label" and "Button". Laid out as
    /// it is, its length is unknown: never called truncated for its width or its number of lines
    /// (one line cut off by a short frame, or a view squeezed to nothing, still is).
    public var textIsStandIn = false

    public init() {}

    func resolvedFont(for kind: ViewKind) -> Font {
        if let font { return font }
        switch kind {
        case .button: return Font(size: buttonStyle.defaultPointSize)
        case .textField: return Font(size: 14)
        default: return .body
        }
    }

    /// Rounded-rect text fields are 34 pt tall (Interface Builder since Xcode 10).
    static let textFieldHeight = 34.0
    /// Buttons without a configuration pad their title by 6 pt above and below (a 15-pt title gives 30 pt).
    public static let legacyTitlePadding = 6.0
    /// `UIButton.Configuration`'s default content insets; its default title font is 17 pt.
    public static let configurationInsets = DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    static let textFieldHorizontalPadding = 14.0
    static let textFieldLinePadding = 5.0 / 3
    static let roundedRectLinePadding = 2.0
    /// A `UISwitch`'s size before iOS 26 (its frame; iOS 26's is 63 × 28, not modelled in a run).
    public static let switchSize = Size(width: 51, height: 31)
    /// A toolbar's standard height; `tallToolbarHeight` where it stands on a home indicator.
    static let toolbarHeight = 44.0
    static let tallToolbarHeight = 49.0

    /// Whether a label takes the width to wrap at from its layout: several lines and no
    /// `preferredMaxLayoutWidth` (UIKit's automatic preferred width).
    func wrapsAtLayoutWidth(for kind: ViewKind) -> Bool {
        kind == .label && numberOfLines != 1 && preferredMaxLayoutWidth == nil && !(text ?? "").isEmpty
    }

    /// The intrinsic size; a multi-line label wraps at `preferredMaxLayoutWidth`, else at
    /// `layoutWidth` when given (the width its constraints gave it), else not at all.
    func intrinsicSize(for kind: ViewKind, scale: Double, layoutWidth: Double? = nil) -> IntrinsicSize {
        let font = resolvedFont(for: kind)
        switch kind {
        case .view, .stackView, .scrollView:
            return .none
        case .switch:
            return IntrinsicSize(width: Self.switchSize.width, height: Self.switchSize.height)
        case .toolbar:
            return IntrinsicSize(width: nil, height: Self.toolbarHeight)
        case .imageView:
            guard let image else { return .none }
            return IntrinsicSize(width: image.width, height: image.height)
        case .label:
            if let oneLineSize { return scaledLabelSize(oneLine: oneLineSize, font: font, scale: scale, maxWidth: preferredMaxLayoutWidth ?? layoutWidth) }
            let text = TextMeasurer.layout(self.text ?? "", font: font, maxWidth: preferredMaxLayoutWidth ?? layoutWidth,
                                           numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
            guard text.width > 0 else { return IntrinsicSize(width: 0, height: 0) }
            return IntrinsicSize(width: ceilToPixel(text.width, scale: scale), height: ceilToPixel(text.height(in: font), scale: scale))
        case .button:
            // A button that shows only an image is as tall as the image; a background image is a floor.
            let hasTitle = !(title ?? "").isEmpty
            let titleWidth = title.map { buttonStyle.titleLength(TextMeasurer.width(of: $0, font: font)) } ?? 0
            let imageWidth = image?.width ?? 0
            let titleHeight = !hasTitle && (image != nil || backgroundImage != nil) ? 0
                : buttonStyle.titleLength(font.lineHeight) + 2 * titlePadding
            let width = max(titleWidth + imageWidth + contentInsets.leading + contentInsets.trailing, backgroundImage?.width ?? 0)
            let height = max(max(titleHeight, image?.height ?? 0) + contentInsets.top + contentInsets.bottom, backgroundImage?.height ?? 0)
            return IntrinsicSize(width: ceilToPixel(max(buttonStyle.minimumWidth, width), scale: scale), height: ceilToPixel(height, scale: scale))
        case .textField:
            let shown = (text?.isEmpty == false ? text : placeholder) ?? ""
            let width = shown.isEmpty ? nil
                : ceilToPixel(TextMeasurer.width(of: shown, font: font) + Self.textFieldHorizontalPadding, scale: scale)
            return IntrinsicSize(width: width, height: textFieldHeight(font: font, scale: scale))
        }
    }

    /// A label whose one-line size `oneLine` was measured in the app's own font: one line at that
    /// size where it fits (or may not wrap); else the text model's lines at the width scaled to
    /// the text model's font, each as tall as `oneLine` is over the text model's one line.
    private func scaledLabelSize(oneLine: Size, font: Font, scale: Double, maxWidth: Double?) -> IntrinsicSize {
        let asRecorded = IntrinsicSize(width: oneLine.width, height: oneLine.height)
        guard numberOfLines != 1, let maxWidth, maxWidth < oneLine.width else { return asRecorded }
        let text = self.text ?? ""
        let modelLine = TextMeasurer.layout(text, font: font, numberOfLines: 1, lineBreakMode: lineBreakMode)
        guard modelLine.width > 0 else { return asRecorded }
        let widthScale = oneLine.width / modelLine.width
        let wrapped = TextMeasurer.layout(text, font: font, maxWidth: maxWidth / widthScale, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        let heightScale = oneLine.height / ceilToPixel(modelLine.height(in: font), scale: scale)
        return IntrinsicSize(width: ceilToPixel(min(maxWidth, wrapped.width * widthScale), scale: scale),
                             height: ceilToPixel(wrapped.height(in: font) * heightScale, scale: scale))
    }

    /// A rounded-rect field is 34 pt tall for the fonts real files give it
    /// (`roundedRectFieldHeight`); a field of another border is as tall as its font's line plus
    /// 5/3 pt, on the pixel grid. Fitted on the unconstrained borderless fields of
    /// `../shared/ib-wide` saved by Xcode 11 and later: 10 pt → 13.667, 12 → 16, 14 → 18.667,
    /// 17 → 22, 18 → 23.333 (53 of 75 fields; the rest within 0.5 pt, from older Xcodes).
    private func textFieldHeight(font: Font, scale: Double) -> Double {
        borderStyle == .roundedRect ? roundedRectFieldHeight(minimum: Self.textFieldHeight, scale: scale)
            : ceilToPixel(font.lineHeight + Self.textFieldLinePadding, scale: scale)
    }

    /// A rounded-rect field's height: `minimum` (its standard height, 34 pt; 30 on the canvas of
    /// Xcodes before 11), or, for a font whose line does not fit it (above 25 pt in 34), the line
    /// plus 2 pt above and below on the pixel grid. Of the unconstrained rounded-rect fields of
    /// `../shared/ib-wide`, the two with such fonts are saved so: 35 pt → 46, 50-pt bold → 64.
    public func roundedRectFieldHeight(minimum: Double, scale: Double) -> Double {
        max(minimum, ceilToPixel(resolvedFont(for: .textField).lineHeight + 2 * Self.roundedRectLinePadding, scale: scale))
    }

    /// The length below which a view loses content along `axis`, of its intrinsic `length`: a
    /// button's background image stretches, so only its title, image and insets count across.
    func lostWhenNarrower(than length: Double, kind: ViewKind, axis: Axis, scale: Double) -> Double {
        guard kind == .button, axis == .horizontal, backgroundImage != nil else { return length }
        var foreground = self
        foreground.backgroundImage = nil
        return min(length, foreground.intrinsicSize(for: kind, scale: scale).width ?? length)
    }

    func baselines(for kind: ViewKind) -> Baselines {
        let font = resolvedFont(for: kind)
        switch kind {
        case .label:
            return Baselines(BaselineOffsets(firstFromTop: font.ascender, lastFromBottom: font.descender))
        case .button, .textField:
            // The control centres its text in its height (a button within its content insets), so
            // a baseline moves with the control's centre, not with its top: two buttons aligned
            // by top and by baseline are as tall as each other, as in UIKit.
            let insets = kind == .button ? (contentInsets.top - contentInsets.bottom) / 2 : 0
            let line = font.lineHeight / 2
            return Baselines(first: BaselinePosition(fractionOfHeight: 0.5, offset: insets - line + font.ascender),
                             last: BaselinePosition(fractionOfHeight: 0.5, offset: insets + line - font.descender))
        case .view, .stackView, .scrollView, .imageView, .switch, .toolbar:
            // Without text both baselines are the bottom edge, as in UIKit.
            return .bottom
        }
    }
}

/// `UITextField.BorderStyle`.
public enum TextFieldBorderStyle: String, Sendable, Hashable, CaseIterable {
    case none, line, bezel, roundedRect
}

/// Rounds a length up to the next whole device pixel, as UIKit rounds intrinsic sizes.
func ceilToPixel(_ value: Double, scale: Double) -> Double {
    // The tolerance keeps 20.000000001 from becoming 20.5.
    (value * scale - 1e-6).rounded(.up) / scale
}
