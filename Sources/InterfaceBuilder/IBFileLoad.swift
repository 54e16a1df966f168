/// A storyboard or xib as loaded for checking or exporting: its import, or why there is none.
public struct IBFileLoad: Sendable {
    public var path: String
    public var result: Result<IBFileImport, IBImportError>

    public init(path: String, result: Result<IBFileImport, IBImportError>) {
        self.path = path
        self.result = result
    }

    /// A macOS file is passed over with this note (`Main.storyboard: skipped: a macOS (Cocoa)
    /// file`), not failed; nil for any other file.
    public var note: String? {
        if case .failure(.macOSFile) = result { "\(path): \(IBImportError.macOSSkipNote)" } else { nil }
    }
}
