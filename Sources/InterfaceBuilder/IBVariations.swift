import LayoutModel
import TextMeasurement
import TrellisBase

/// Interface Builder's size-class variations as Trellis `Variation`s: per-size-class
/// constants, installation masks for constraints and subviews, hidden, fonts and stack
/// settings. `default` (Any/Any) changes the base layout itself.
struct IBVariations {
    /// One variation per pair of size classes, in the order the pairs first appear.
    private var variations: [Variation] = []

    /// What a key names: `default` (the base layout), size classes
    /// (`heightClass=regular-widthClass=compact`), or another trait (skipped).
    private enum Key {
        case base
        case sizeClasses(width: SizeClass?, height: SizeClass?)
        case otherTrait
    }

    private static func parse(_ key: String, node: IBNode) throws(IBImportError) -> Key {
        if key == "default" { return .base }
        var width: SizeClass?, height: SizeClass?
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else {
                throw .invalidValue(node.location, element: node.name, attribute: "key", value: key, expected: "default or widthClass=…/heightClass=…")
            }
            switch pair[0] {
            case "widthClass", "heightClass":
                guard let value = SizeClass(rawValue: pair[1]) else {
                    throw .invalidValue(node.location, element: node.name, attribute: "key", value: key, expected: "compact or regular size classes")
                }
                if pair[0] == "widthClass" { width = value } else { height = value }
            default:
                // userInterfaceIdiom=mac (Mac Catalyst) and other traits never apply on iPhone and iPad.
                return .otherTrait
            }
        }
        return .sizeClasses(width: width, height: height)
    }

    /// Changes the variation for these size classes, made at `source` if there is none yet.
    private mutating func edit(width: SizeClass?, height: SizeClass?, source: SourceLocation, _ change: (inout Variation) -> Void) {
        if let index = variations.firstIndex(where: { $0.width == width && $0.height == height }) {
            change(&variations[index])
        } else {
            var variation = Variation(width: width, height: height, source: source)
            change(&variation)
            variations.append(variation)
        }
    }

    /// `<variation key=… constant=…/>` inside a constraint.
    mutating func read(constraintNode: IBNode, identifier: String, reader: IBConstraintReader) throws(IBImportError) {
        for node in constraintNode.children where node.name == "variation" {
            guard case let .sizeClasses(width, height) = try Self.parse(node["key"] ?? "", node: node),
                  let constant = try reader.number(node, "constant") else { continue }
            edit(width: width, height: height, source: node.location) { $0.constants.append((identifier, constant)) }
        }
    }

    /// A view's `<variation>` elements: masks, hidden, fonts and stack settings.
    mutating func read(viewNode: IBNode, view name: String, tree: IBViewTree, layout: inout Layout) throws(IBImportError) {
        for node in viewNode.children where node.name == "variation" {
            let parsed = try Self.parse(node["key"] ?? "", node: node)
            if case .otherTrait = parsed { continue }
            var change = ViewChange()
            if let hidden = node["hidden"] { change.isHidden = hidden == "YES" }
            if let description = node.child("fontDescription", key: "fontDescription"), let font = try IBFonts.font(description) { change.font = font }
            if ["axis", "distribution", "alignment", "spacing", "spacingType"].contains(where: { node[$0] != nil }) {
                var stack = layout[ViewReference(name: name)].stack
                try IBLayoutBuilder.applyStackAttributes(node, to: &stack)
                if node["axis"] != nil { change.axis = stack.axis }
                if node["distribution"] != nil { change.distribution = stack.distribution }
                if node["alignment"] != nil { change.alignment = stack.alignment }
                if node["spacing"] != nil || node["spacingType"] != nil { change.spacing = stack.spacing }
            }
            var subviews: [(String, Bool)] = []
            var constraints: [(String, Bool)] = []
            var placeholders: [(String, Bool)] = []
            for mask in node.children where mask.name == "mask" {
                for reference in mask.children where reference.name == "include" || reference.name == "exclude" {
                    guard let id = reference["reference"] else { continue }
                    let installed = reference.name == "include"
                    if mask["key"] == "subviews" {
                        // A view outside this layout (a cell's) is its own layout's concern.
                        guard let viewName = tree.nameByID[id] else { continue }
                        subviews.append((viewName, installed))
                    } else if mask["key"] == "constraints" {
                        if layout.constraints.contains(where: { $0.identifier == id }) {
                            constraints.append((id, installed))
                        } else if layout.placeholderConstraints.contains(where: { $0.identifier == id }) {
                            // Gone at build time, masks and all; the canvas has the default mask.
                            placeholders.append((id, installed))
                        }
                    }
                }
            }
            switch parsed {
            case .base:
                var view = layout[ViewReference(name: name)]
                change.apply(to: &view)
                layout[ViewReference(name: name)] = view
                for (viewName, installed) in subviews { layout[ViewReference(name: viewName)].isInstalled = installed }
                for (id, installed) in constraints {
                    for index in layout.constraints.indices where layout.constraints[index].identifier == id {
                        layout.constraints[index].isActive = installed
                    }
                }
                for (id, installed) in placeholders { layout.setPlaceholderConstraints(id, active: installed) }
            case let .sizeClasses(width, height):
                edit(width: width, height: height, source: node.location) { variation in
                    if change != ViewChange() { variation.viewChanges.append((name, change)) }
                    for (viewName, installed) in subviews {
                        var installation = ViewChange()
                        installation.isInstalled = installed
                        variation.viewChanges.append((viewName, installation))
                    }
                    for (id, installed) in constraints { variation.activations.append((id, installed)) }
                }
            case .otherTrait:
                break
            }
        }
    }

    func made() -> [Variation] { variations }
}
