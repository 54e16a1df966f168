import ArgumentParser
import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutSources
import TextMeasurement
import TrellisBase

/// `trellis verify-ib`: solve storyboards and xibs on their design device and compare with the
/// frames Xcode saved.
struct VerifyIBCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify-ib",
        abstract: "Check Trellis against Xcode: solve each storyboard and xib on its design device and compare every frame with the one saved in the file.",
        discussion: """
            Every scene, top-level view and cell is solved on the device the file was saved for \
            (its <device id>), with the variations for that device's size classes, and each view's \
            frame is compared with the <rect key="frame"> Xcode wrote there. Views Xcode marks \
            misplaced or ambiguous are not compared, and the views inside them are compared \
            within them. Prints the views off by more than the \
            tolerance, with both frames and the constraints that place them, then counts.

            Text is set in Apple's fonts, which Trellis does not have, so by default a text view's \
            intrinsic size on the design device is its saved frame. --text-model uses Trellis's own \
            text metrics instead, and prints both counts.

            Exit status: 0 every view within the tolerance; 1 some view off, or a file or layout \
            that could not be read or solved; 2 a usage error.
            """
    )

    /// How the result is printed.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: ArgumentHelp("Storyboards, xibs, or folders to search for them (subfolders too).", valueName: "path"))
    var paths: [String]

    @Option(help: ArgumentHelp("How far a frame edge may be off, in device pixels.", valueName: "pixels"))
    var tolerance: Double = 1

    @Option(help: "text or json.")
    var format: Format = .text

    @Flag(help: "Size text with Trellis's own text metrics instead of the saved frames.")
    var textModel = false

    @Option(help: ArgumentHelp(
        "Also write the labels and buttons saved at their text's natural width to this file (tab-separated: file, id, kind, width); the data Tools/system-font fits the system font on.",
        valueName: "file"))
    var naturalWidths: String?

    @Option(help: ArgumentHelp(
        "A font file, or a folder of them, to measure named fonts with (repeatable); with --text-model. Helvetica, Arial, Times and Courier are measured with Liberation where the system has it; Courier New and Menlo from their known metrics.",
        valueName: "path"))
    var fonts: [String] = []

    @OptionGroup var catalogLocation: CatalogLocation

    func validate() throws {
        guard tolerance >= 0, tolerance.isFinite else { throw ValidationError("--tolerance must be 0 or more pixels (got \(tolerance))") }
        for path in fonts where !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("--fonts \(path): no such font file or folder")
        }
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("\(path): no such file or folder")
        }
        if let naturalWidths { try OutputFile.check(naturalWidths) }
        if LayoutDirectory.interfaceBuilderFiles(in: paths).isEmpty {
            throw ValidationError("no .storyboard or .xib file in \(paths.joined(separator: ", "))")
        }
    }

    func run() throws {
        let catalog = try catalogLocation.catalog()
        let sizing: IBTextSizing = textModel ? .textModel : .savedFrames
        let probes = naturalWidths != nil
        let library = FontLibrary.load(fonts).withStandIns()
        for failure in library.failures { FileHandle.standardError.write(Data("note: \(failure)\n".utf8)) }
        let result = IBVerification.run(paths: paths, catalog: catalog, textSizing: sizing, tolerancePixels: tolerance, probesNaturalWidths: probes,
                                        fonts: library)
        let other = textModel
            ? IBVerification.run(paths: paths, catalog: catalog, textSizing: .savedFrames, tolerancePixels: tolerance, probesNaturalWidths: probes,
                                  fonts: library)
            : nil
        if let naturalWidths {
            try OutputFile.write((other ?? result).naturalWidthsTable, to: naturalWidths)
        }
        switch format {
        case .json: print(result.json(comparedWith: other))
        case .text: print(result.text(comparedWith: other))
        }
        if !result.passed { throw ExitCode(1) }
    }
}
