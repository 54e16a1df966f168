import DeviceCatalog
import Foundation
import LayoutModel
import TextMeasurement
import TrellisBase

/// `trellis verify-ib`: every layout of every Interface Builder file under some paths, solved on
/// its design device and compared with the frames Xcode saved.
public struct IBVerification: Sendable {
    public struct FileResult: Sendable {
        public var file: String
        public var deviceID: String?
        public var toolsVersion: String?
        public var layouts: [IBFrameCheck.LayoutResult]
        /// Why the file, or one of its layouts, could not be read.
        public var errors: [String]
        /// Why the file was skipped (macOS files).
        public var note: String?
        public var warnings: [ImportWarning]
        /// What became of each of the file's views.
        public var census = IBViewCensus()

        public var views: Int { layouts.map(\.views).reduce(0, +) }
        public var within: Int { layouts.map(\.within).reduce(0, +) }
    }

    public var files: [FileResult]
    public var textSizing: IBTextSizing
    public var tolerancePixels: Double

    public var views: Int { files.map(\.views).reduce(0, +) }
    public var within: Int { files.map(\.within).reduce(0, +) }
    /// The views compared that show text (labels, buttons, text fields), and how many are within.
    public var textViews: (views: Int, within: Int) {
        let layouts = files.flatMap(\.layouts)
        return (layouts.map(\.textViews).reduce(0, +), layouts.map(\.textWithin).reduce(0, +))
    }
    /// What became of every view of every file.
    public var census: IBViewCensus {
        var total = IBViewCensus()
        for file in files { total.add(file.census) }
        return total
    }
    /// Trellis's ambiguity findings on the design devices against the views Xcode marks
    /// `ambiguous="YES"`: how many findings Xcode agrees with, and how many marked views Trellis finds.
    public var ambiguityAgreement: (findings: Int, agreeing: Int, marked: Int, found: Int) {
        let layouts = files.flatMap(\.layouts)
        let ambiguous = layouts.flatMap(\.findings).filter { $0.kind == .ambiguous }
        return (ambiguous.count, layouts.map(\.ambiguousFindingsMarkedByXcode).reduce(0, +),
                layouts.map(\.markedAmbiguous).reduce(0, +), layouts.map(\.markedAmbiguousFound).reduce(0, +))
    }

    /// Every view within the tolerance, and every file and layout read and solved.
    public var passed: Bool {
        views == within && files.allSatisfy { $0.errors.isEmpty && $0.layouts.allSatisfy { $0.error == nil } }
    }

    /// Verifies `loads` (each imported as the sequence is walked, so one file's tree is held at a
    /// time), files imported with `textSizing` and controls at their saved sizes, in
    /// their order, with the bars of `catalog`.
    /// `probesNaturalWidths`: also find the text views saved at their natural width (saved text
    /// sizes only).
    public static func check(_ loads: some Sequence<IBFileLoad>, catalog: DeviceCatalog, textSizing: IBTextSizing, tolerancePixels: Double,
                             probesNaturalWidths: Bool = false) -> IBVerification {
        var checker = IBFrameCheck(tolerancePixels: tolerancePixels, bars: catalog.bars)
        checker.probesNaturalWidths = probesNaturalWidths && textSizing == .savedFrames
        var files: [FileResult] = []
        for load in loads {
            var result = FileResult(file: load.path, layouts: [], errors: [], warnings: [])
            do {
                let imported = try load.result.get()
                result.deviceID = imported.document.deviceID
                result.toolsVersion = imported.document.toolsVersion
                for layout in imported.layouts {
                    result.layouts.append(checker.check(layout, deviceID: imported.document.deviceID ?? "none"))
                    for warning in layout.layout.importWarnings where !result.warnings.contains(warning) { result.warnings.append(warning) }
                }
                result.errors = imported.failures.map { "\($0.name): \($0.error)" }
                result.census = IBViewCensus(document: imported.document, layouts: imported.layouts, results: result.layouts,
                                             failedRoots: imported.failures.count)
            } catch {
                if load.isSkipped { result.note = IBImportError.macOSSkipNote } else { result.errors = [error.description] }
            }
            files.append(result)
        }
        return IBVerification(files: files, textSizing: textSizing, tolerancePixels: tolerancePixels)
    }

    /// The text views saved at their natural width, one tab-separated row each (`file`, `id`,
    /// `kind`, `width`) under a header: what `Tools/system-font` fits San Francisco's advances on.
    public var naturalWidthsTable: String {
        var lines = ["file\tid\tkind\twidth"]
        for file in files {
            let name = (file.file as NSString).lastPathComponent
            for layout in file.layouts {
                for natural in layout.naturalWidths {
                    lines.append("\(name)\t\(natural.id)\t\(natural.kind.rawValue)\t\(formatPoints(natural.width))")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Output

    /// Per file, per layout the views off by more than the tolerance with both frames and the
    /// constraints that place them, then the counts.
    public func text(comparedWith other: IBVerification? = nil) -> String {
        let pixels = "\(formatPoints(tolerancePixels)) px"
        var lines: [String] = []
        for file in files {
            var header = file.file
            if let device = file.deviceID { header += " (\(device), toolsVersion \(file.toolsVersion ?? "?"))" }
            lines.append(header)
            if let note = file.note { lines.append("  \(note)") }
            for error in file.errors { lines.append("  error: \(error)") }
            for warning in file.warnings { lines.append("  \(warning)") }
            for layout in file.layouts {
                if let error = layout.error {
                    lines.append("  \(layout.name): error: \(error)")
                    continue
                }
                var line = "  \(layout.name): \(layout.within) of \(counted(layout.views, "view")) within \(pixels)"
                if layout.skipped > 0 { line += " (\(layout.skipped) marked misplaced or ambiguous, not compared)" }
                lines.append(line)
                for finding in layout.findings {
                    let place = finding.location.map { ", line \($0.line)" } ?? ""
                    let messageLines = finding.message.split(separator: "\n")
                    lines.append("    \(finding.severity) on the design device (\(finding.kind.name)\(place)): \(messageLines.first ?? "")")
                    // A conflict's constraints, and the one UIKit breaks, as its console lists them.
                    if finding.kind == .unsatisfiable {
                        lines += messageLines.filter { $0.hasPrefix("    \"") }.map { "      " + $0.trimmingCharacters(in: .whitespaces) }
                        if let broken = messageLines.last { lines.append("      breaks \(broken)") }
                    }
                }
                for offset in layout.off {
                    var place = offset.id ?? ""
                    if let source = offset.source { place += place.isEmpty ? "line \(source.line)" : ", line \(source.line)" }
                    lines.append("    \(offset.view)\(place.isEmpty ? "" : " (\(place))"): saved \(offset.saved), solved \(offset.solved)")
                    lines += offset.constraints.map { "      \($0)" }
                }
            }
            if file.note == nil {
                lines.append("  \(file.within) of \(counted(file.views, "view")) within \(pixels); \(file.census.summary)")
                for view in file.census.notLaidOut { lines.append("    not laid out: \(view)") }
            }
        }
        let source = textSizing == .savedFrames
            ? "text sizes from the frames Xcode saved (Apple's fonts); --text-model uses Trellis's own"
            : "text sizes from Trellis's own text metrics"
        var summary = "\(within) of \(counted(views, "view")) within \(pixels) in \(counted(files.count, "file")) (\(source))"
        if let other {
            summary += "; with \(other.textSizing == .savedFrames ? "the saved text sizes" : "Trellis's text metrics"): \(other.within) of \(other.views)"
        }
        lines.append(summary)
        let text = textViews
        if text.views > 0 { lines.append("Views that show text (labels, buttons, text fields): \(text.within) of \(text.views) within \(pixels)") }
        lines.append(census.summary.replacingOccurrences(of: "views in the file", with: "views in the files"))
        let findings = files.flatMap { $0.layouts.flatMap(\.findings) }
        if !findings.isEmpty {
            var byKind: [DiagnosticKind: Int] = [:]
            for finding in findings { byKind[finding.kind, default: 0] += 1 }
            let kinds = byKind.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key.name < $1.key.name }
            lines.append("On the design devices: \(findings.count { $0.severity == .error }) errors, \(findings.count { $0.severity == .warning }) warnings ("
                + kinds.map { "\($0.value) \($0.key.name)" }.joined(separator: ", ") + ")")
        }
        let ambiguity = ambiguityAgreement
        if ambiguity.marked > 0 || ambiguity.findings > 0 {
            lines.append("Ambiguity against Xcode's marks: \(ambiguity.findings) ambiguous findings, \(ambiguity.agreeing) on views Xcode marks ambiguous; "
                + "Xcode marks \(ambiguity.marked) views ambiguous, \(ambiguity.found) of them found")
        }
        return lines.joined(separator: "\n")
    }

    private struct JSONRect: Encodable {
        var x, y, width, height: Double
        init(_ rect: Rect) { (x, y, width, height) = (rect.x, rect.y, rect.width, rect.height) }
    }
    private struct JSONOffset: Encodable { var view: String; var id: String?; var saved: JSONRect; var solved: JSONRect }
    private struct JSONFinding: Encodable {
        var kind: String; var severity: String; var message: String; var file: String?; var line: Int?; var column: Int?
        init(_ finding: Finding) {
            (kind, severity, message) = (finding.kind.name, finding.severity.rawValue, finding.message)
            (file, line, column) = (finding.location?.file, finding.location?.line, finding.location?.column)
        }
    }
    private struct JSONLayout: Encodable {
        var name: String; var device: String; var views: Int; var within: Int; var off: [JSONOffset]; var error: String?
        var diagnostics: [JSONFinding]
    }
    private struct JSONCensus: Encodable {
        var inFile: Int; var compared: Int; var skipped: [String: Int]; var notLaidOut: [String]
        init(_ census: IBViewCensus) {
            (inFile, compared, notLaidOut) = (census.inFile, census.compared, census.notLaidOut)
            skipped = Dictionary(uniqueKeysWithValues: census.skipped.map { ($0.key.rawValue, $0.value) })
        }
    }
    private struct JSONFile: Encodable { var file: String; var scenes: [JSONLayout]; var errors: [String]; var note: String?; var census: JSONCensus }
    private struct JSONCounts: Encodable { var textSizing: String; var views: Int; var within: Int }
    private struct JSONTextViews: Encodable { var views: Int; var within: Int }
    private struct JSONReport: Encodable {
        var files: [JSONFile]; var views: Int; var within: Int; var textSizing: String; var tolerancePixels: Double; var census: JSONCensus
        var textViews: JSONTextViews
        /// The same files with the other text sizing (`--text-model` reports both).
        var compared: JSONCounts?
    }

    /// `{"files":[{"file","scenes":[{"name","device","views","within","off":[{"view","saved","solved"}]}]}],"views","within",
    /// "textViews":{"views","within"}}`,
    /// with `"compared":{"textSizing","views","within"}` when `other` is given.
    public func json(comparedWith other: IBVerification? = nil) -> String {
        let report = JSONReport(
            files: files.map { file in
                JSONFile(file: file.file, scenes: file.layouts.map { layout in
                    JSONLayout(name: layout.name, device: layout.device, views: layout.views, within: layout.within,
                               off: layout.off.map { JSONOffset(view: $0.view, id: $0.id, saved: JSONRect($0.saved), solved: JSONRect($0.solved)) },
                               error: layout.error, diagnostics: layout.findings.map(JSONFinding.init))
                }, errors: file.errors, note: file.note, census: JSONCensus(file.census))
            },
            views: views, within: within, textSizing: textSizing.rawValue, tolerancePixels: tolerancePixels, census: JSONCensus(census),
            textViews: JSONTextViews(views: textViews.views, within: textViews.within),
            compared: other.map { JSONCounts(textSizing: $0.textSizing.rawValue, views: $0.views, within: $0.within) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(report)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
    }
}
