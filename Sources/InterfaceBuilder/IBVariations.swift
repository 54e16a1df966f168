import DeviceCatalog
import LayoutModel

/// Interface Builder's size-class variations as Trellis `Variation`s: per-size-class
/// constants, installation masks for constraints and subviews, hidden, fonts and stack
/// settings. `default` (Any/Any) changes the base layout itself.
struct IBVariations {
    /// One variation per size-class key, in the order the keys first appear.
    private var byKey: [(key: String, variation: Variation)] = []

    /// The size classes a key such as `heightClass=regular-widthClass=compact` names; nil for
    /// `default`; throws for keys on traits other than size classes (which are skipped).
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

    private mutating func edit(_ key: String, node: IBNode, _ change: (inout Variation) -> Void) {
        if let index = byKey.firstIndex(where: { $0.key == key }) {
            change(&byKey[index].variation)
        } else {
            guard case let .sizeClasses(width, height)? = try? Self.parse(key, node: node) else { return }
            var variation = Variation(width: width, height: height, source: node.location)
            change(&variation)
            byKey.append((key, variation))
        }
    }

    /// `<variation key=… constant=…/>` inside a constraint.
    mutating func read(constraintNode: IBNode, identifier: String, reader: IBConstraintReader) throws(IBImportError) {
        for node in constraintNode.children where node.name == "variation" {
            let key = node["key"] ?? ""
            guard case .sizeClasses = try Self.parse(key, node: node), let constant = try reader.number(node, "constant") else { continue }
            edit(key, node: node) { $0.constants.append((identifier, constant)) }
        }
    }

    /// A view's `<variation>` elements: masks, hidden, fonts and stack settings.
    mutating func read(viewNode: IBNode, view name: String, tree: IBViewTree, layout: inout Layout,
                       warnings: inout [ImportWarning]) throws(IBImportError) {
        for node in viewNode.children where node.name == "variation" {
            let key = node["key"] ?? ""
            let parsed = try Self.parse(key, node: node)
            if case .otherTrait = parsed { continue }
            var change = ViewChange()
            if let hidden = node["hidden"] { change.isHidden = hidden == "YES" }
            if let font = node.child("fontDescription", key: "fontDescription").flatMap(IBFonts.font) { change.font = font }
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
            for mask in node.children where mask.name == "mask" {
                for reference in mask.children where reference.name == "include" || reference.name == "exclude" {
                    guard let id = reference["reference"] else { continue }
                    let installed = reference.name == "include"
                    if mask["key"] == "subviews" {
                        // A view outside this layout (a cell's) is its own layout's concern.
                        guard let viewName = tree.nameByID[id] else { continue }
                        subviews.append((viewName, installed))
                    } else if mask["key"] == "constraints" {
                        // Placeholder constraints are gone at build time, masks and all.
                        guard layout.constraints.contains(where: { $0.identifier == id }) else { continue }
                        constraints.append((id, installed))
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
            case .sizeClasses:
                edit(key, node: node) { variation in
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

    func made() -> [Variation] { byKey.map(\.variation) }
}
