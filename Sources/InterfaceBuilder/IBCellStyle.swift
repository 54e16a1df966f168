import ConstraintSolver
import LayoutModel
import TrellisBase

/// A table view cell of a system style (`style="IBUITableViewCellStyleSubtitle"`, …): the cell
/// places its own text label, detail label and image view in `layoutSubviews`, whatever their
/// autoresizing masks say. Xcode saves them with masks that keep them where its canvas drew them
/// (or, in files of Xcode 5 and 6, with no frame at all), so taken as written a right-aligned
/// detail label stayed at its x on a narrower phone ("lies entirely outside the root's bounds")
/// and an unsized title showed nothing.
///
/// Trellis places them as UIKit does, by constraints to the content view's edges: the image view
/// at the leading margin, the text after it; a default style's label reaching the trailing
/// margin, a subtitle's and a value-1 cell's labels at their text's width (a value-1 detail label
/// ending at the trailing margin); each centred vertically, a subtitle's pair as the saved frames
/// stack them about the centre. So a narrower or wider row moves and stretches them with its
/// edges.
/// Measured on `../shared/ib-wide`: of 913 such cells, the default style's labels sit at the
/// margins on both sides and centred (550 of 568), value-1 labels centred within a pixel.
enum IBCellStyle: String {
    case basic = "IBUITableViewCellStyleDefault"
    case subtitle = "IBUITableViewCellStyleSubtitle"
    case rightDetail = "IBUITableViewCellStyleValue1"
    case leftDetail = "IBUITableViewCellStyleValue2"

    /// The gap between the image view and the text label when the file saved none (UIKit's).
    static let imageToTextGap = 16.0
    /// Below a label's content hugging and compression resistance: a label sized to its text
    /// keeps the width Xcode drew only where its text gives none (a label of any number of lines).
    static let drawnWidthPriority: Priority = 200
    /// The gap between a value-2 cell's text and detail labels when the file saved none.
    static let leftDetailGap = 6.0
    /// A subtitle pair's edges about the content view's centre when the file saved no frames: the
    /// title's bottom and the detail's top, 3.5 pt below it (the commonest saved offsets).
    static let subtitleOffsets = (titleBottom: 3.5, detailTop: 3.5)

    /// The views a cell of this style places: its `textLabel`, `detailTextLabel` and `imageView`,
    /// by view name, where the file has them.
    struct Parts {
        var text: String?
        var detail: String?
        var image: String?
        var names: Set<String> { Set([text, detail, image].compactMap { $0 }) }
    }

    init?(cell: IBNode) {
        guard let style = cell["style"], let known = IBCellStyle(rawValue: style) else { return nil }
        self = known
    }

    static func parts(of cell: IBNode, in tree: IBViewTree) -> Parts {
        func name(_ key: String) -> String? { cell[key].flatMap { tree.nameByID[$0] } }
        return Parts(text: name("textLabel"), detail: name("detailTextLabel"), image: name("imageView"))
    }

    /// The constraints that place `parts` in the content view `content` (saved `contentSize`).
    /// A part Xcode drew keeps its saved distances from the content view's edges (the cell's
    /// margins, as Xcode drew them) and its centre's offset from the content view's; one it saved
    /// without a frame takes the content view's margins and UIKit's usual offsets.
    func constraints(placing parts: Parts, in content: String, contentSize: Size, frames: [String: Rect]) -> [LayoutConstraint] {
        var made: [LayoutConstraint] = []
        let identifier = "UITableViewCell-" + rawValue.replacingOccurrences(of: "IBUITableViewCellStyle", with: "")
        func add(_ view: String, _ attribute: LayoutAttribute, _ to: LayoutAttribute, of item: String? = content, _ constant: Double = 0,
                 relation: Relation = .equal, priority: Priority = .required) {
            made.append(LayoutConstraint(item: .view(view), attribute: attribute, relatedBy: relation, toItem: item.map(LayoutItem.view),
                                         attribute: to, constant: constant, priority: priority, identifier: identifier))
        }
        func drawn(_ view: String) -> Rect? {
            frames[view].flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil }
        }
        func leading(_ view: String) {
            if let frame = drawn(view) { add(view, .leading, .leading, frame.x) } else { add(view, .leading, .leadingMargin) }
        }
        func trailing(_ view: String, relation: Relation = .equal) {
            if let frame = drawn(view) {
                add(view, .trailing, .trailing, frame.maxX - contentSize.width, relation: relation)
            } else {
                add(view, .trailing, .trailingMargin, relation: relation)
            }
        }
        /// The offset of a view's centre below the content view's, as saved (0 when not drawn).
        func centre(_ view: String) -> Double {
            drawn(view).map { $0.y + $0.height / 2 - contentSize.height / 2 } ?? 0
        }
        if let image = parts.image {
            leading(image)
            add(image, .centerY, .centerY, centre(image))
            // The cell fits its image to the row (a 512-pt image is drawn 52 pt in a 52-pt row):
            // the size Xcode drew, else the image's own.
            if let frame = drawn(image) {
                add(image, .width, .notAnAttribute, of: nil, frame.width)
                add(image, .height, .notAnAttribute, of: nil, frame.height)
            }
        }
        guard let text = parts.text else { return made }
        if let image = parts.image, drawn(text) == nil {
            add(text, .leading, .trailing, of: image, Self.imageToTextGap)
        } else {
            leading(text)
        }
        /// A label sized to its text: as wide as drawn where its text says nothing.
        func drawnWidth(_ view: String) {
            if let frame = drawn(view) { add(view, .width, .notAnAttribute, of: nil, frame.width, priority: Self.drawnWidthPriority) }
        }
        switch self {
        case .basic:
            trailing(text)
            // Xcode draws the default style's label the content view's height, its text centred.
            if let frame = drawn(text), abs(frame.y) < 0.5, abs(frame.maxY - contentSize.height) < 0.5 {
                add(text, .top, .top)
                add(text, .bottom, .bottom)
            } else {
                add(text, .centerY, .centerY, centre(text))
            }
        case .subtitle:
            // Sized to their text, as far as the trailing margin.
            add(text, .trailing, .trailingMargin, relation: .lessThanOrEqual)
            drawnWidth(text)
            let titleBottom = drawn(text).map { $0.maxY - contentSize.height / 2 } ?? Self.subtitleOffsets.titleBottom
            add(text, .bottom, .centerY, titleBottom)
            if let detail = parts.detail {
                leading(detail)
                add(detail, .trailing, .trailingMargin, relation: .lessThanOrEqual)
                drawnWidth(detail)
                let detailTop = drawn(detail).map { $0.y - contentSize.height / 2 } ?? Self.subtitleOffsets.detailTop
                add(detail, .top, .centerY, detailTop)
            }
        case .rightDetail:
            add(text, .centerY, .centerY, centre(text))
            drawnWidth(text)
            if let detail = parts.detail {
                trailing(detail)
                drawnWidth(detail)
                add(detail, .centerY, .centerY, centre(detail))
            }
        case .leftDetail:
            add(text, .centerY, .centerY, centre(text))
            drawnWidth(text)
            if let detail = parts.detail {
                drawnWidth(detail)
                let gap = drawn(text).flatMap { text in drawn(detail).map { $0.x - text.maxX } } ?? Self.leftDetailGap
                add(detail, .leading, .trailing, of: text, gap)
                add(detail, .centerY, .centerY, centre(detail))
            }
        }
        return made
    }
}
