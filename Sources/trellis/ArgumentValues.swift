import ArgumentParser
import LayoutModel
import MatrixRun
import Reports
import TrellisBase

// Values the command line takes, parsed where ArgumentParser parses them: closed sets as
// `ExpressibleByArgument` (help then lists them), compound values through `transform:`.

extension Idiom: ExpressibleByArgument {}
extension Severity: ExpressibleByArgument {}
extension LayoutDirection: ExpressibleByArgument {}
extension Orientation: ExpressibleByArgument {}

extension DiagnosticKind: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
    public static var allValueStrings: [String] { all.map(\.name) }
    public var defaultValueDescription: String { name }
}

extension OSVersion: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }
}

extension FrameTolerance: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }
    public var defaultValueDescription: String { text }
}

/// How `trellis diff` prints a diff and `trellis findings` a run's findings.
enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
    case text, markdown, json
}

/// How `trellis query` prints rows.
enum RowFormat: String, ExpressibleByArgument, CaseIterable {
    case table, csv, json
}

/// The `transform:` parsers of values with more than one part; each error says what was expected.
enum ArgumentValue {
    /// `ltr`, `rtl` or `ltr,rtl`.
    static func directions(_ text: String) throws -> [LayoutDirection] {
        let names = text.split(separator: ",")
        let directions = names.compactMap { LayoutDirection(rawValue: String($0)) }
        guard !names.isEmpty, directions.count == names.count else {
            throw ValidationError("--directions takes ltr, rtl or ltr,rtl (got '\(text)')")
        }
        return directions
    }

    /// One mask for both idioms (`allButUpsideDown`), or `phone=MASK,pad=MASK`.
    static func appOrientations(_ text: String) throws -> [Idiom: OrientationMask] {
        if let mask = OrientationMask(named: text) { return [.phone: mask, .pad: mask] }
        var result = OrientationMask.appDefaults
        for part in text.split(separator: ",") {
            let pieces = part.split(separator: "=").map(String.init)
            guard pieces.count == 2, let idiom = Idiom(rawValue: pieces[0]), let mask = OrientationMask(named: pieces[1]) else {
                throw ValidationError("--app-orientations takes a mask (all, allButUpsideDown, portrait, landscape, …) "
                    + "or phone=MASK,pad=MASK (got '\(text)')")
            }
            result[idiom] = mask
        }
        return result
    }

    static func size(_ text: String) throws -> Size {
        guard let size = Size(parsing: text) else {
            throw ValidationError("--size must be WIDTHxHEIGHT with positive numbers, e.g. 390x844 (got '\(text)')")
        }
        return size
    }

    static func insets(_ text: String) throws -> EdgeInsets {
        guard let insets = EdgeInsets(parsing: text) else {
            throw ValidationError("--safe-area must be four numbers top,left,bottom,right, e.g. 59,0,34,0 (got '\(text)')")
        }
        return insets
    }

    static func sizeClasses(_ text: String) throws -> SizeClasses {
        guard let classes = SizeClasses(parsing: text) else { throw ValidationError("--size-class must be like wC,hR (got '\(text)')") }
        return classes
    }
}
