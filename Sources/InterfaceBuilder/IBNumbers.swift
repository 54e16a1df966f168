import Foundation
import TrellisBase

/// The one way the Interface Builder reader takes a number from an attribute: finite and within
/// the range Trellis accepts for what it is (`NumberLimits`), or an error at the element's place.
/// A file that says `width="1e102"` is refused where it says it, not later without a place.
enum IBNumbers {
    /// The attribute's value; nil when it is absent.
    static func value(_ node: IBNode, _ key: String, in range: ClosedRange<Double>) throws(IBImportError) -> Double? {
        guard let text = node[key] else { return nil }
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite, range.contains(value) else {
            throw .invalidValue(node.location, element: node.name, attribute: key, value: text,
                                expected: "a number \(NumberLimits.describe(range))")
        }
        return value
    }

    /// A `<rect key="frame">`'s origin and size, each checked; a missing rect is empty.
    static func frame(of view: IBNode) throws(IBImportError) -> Rect {
        guard let rect = view.child("rect", key: "frame") else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        return Rect(x: try value(rect, "x", in: NumberLimits.points) ?? 0, y: try value(rect, "y", in: NumberLimits.points) ?? 0,
                    width: try value(rect, "width", in: NumberLimits.lengths) ?? 0,
                    height: try value(rect, "height", in: NumberLimits.lengths) ?? 0)
    }
}
