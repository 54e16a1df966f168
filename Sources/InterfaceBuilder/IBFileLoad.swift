/// A storyboard or xib as loaded for checking or exporting: its import, or why there is none.
public struct IBFileLoad: Sendable {
    public var path: String
    public var result: Result<IBFileImport, IBImportError>

    public init(path: String, result: Result<IBFileImport, IBImportError>) {
        self.path = path
        self.result = result
    }

    /// Whether the file is passed over rather than failed: a macOS file.
    public var isSkipped: Bool {
        if case .failure(.macOSFile) = result { true } else { false }
    }

    /// A skipped file's note (`Main.storyboard: skipped: a macOS (Cocoa) file`); nil for any other.
    public var note: String? { isSkipped ? "\(path): \(IBImportError.macOSSkipNote)" : nil }
}
