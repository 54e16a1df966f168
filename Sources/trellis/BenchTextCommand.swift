import ArgumentParser
import Foundation
import TextMeasurement
import TrellisBase

struct BenchTextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-text",
        abstract: "Time measuring texts as labels do: one line, and wrapped at a width.",
        discussion: """
            Each text (a line of the file; `\\n` in it is a line break) is measured once on one line \
            and once wrapped at --width, in the system font at 17 pt, --count texts in all (the file \
            read round again as needed). The yardstick, timed in the same run over the same texts, \
            is hashing each text's characters: the ratio says what measuring costs against touching \
            every character once, whatever the machine's speed. Build with -c release.
            """
    )

    @Argument(help: ArgumentHelp("A file of texts, one a line.", valueName: "file"))
    var file: String

    @Option(help: "How many texts to measure.")
    var count = 100_000

    @Option(help: ArgumentHelp("The width multi-line texts wrap at, in points.", valueName: "points"))
    var width = 200.0

    func validate() throws {
        guard count > 0 else { throw ValidationError("--count must be 1 or more (got \(count))") }
        guard width > 0, width.isFinite else { throw ValidationError("--width must be more than 0 points (got \(width))") }
    }

    func run() throws {
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").map {
            $0.replacingOccurrences(of: "\\n", with: "\n")
        }
        guard !lines.isEmpty else { throw ValidationError("\(file): no text to measure") }
        let texts = (0..<count).map { lines[$0 % lines.count] }
        let font = Font(size: 17)

        func seconds(_ work: () -> Void) -> Double {
            Stopwatch.measure(work).seconds
        }
        var hashes = Hasher()
        let yardstick = seconds { for text in texts { for character in text { hashes.combine(character) } } }
        var total = 0.0
        let measuring = seconds {
            for text in texts {
                total += TextMeasurer.layout(text, font: font, numberOfLines: 1).width
                total += TextMeasurer.layout(text, font: font, maxWidth: width, numberOfLines: 0).width
            }
        }
        let characters = texts.map(\.count).reduce(0, +)
        print("\(count) texts (\(characters) characters), each measured on one line and wrapped at \(width) pt")
        print(String(format: "measuring: %.3f s (%.0f texts/s); yardstick (hashing the characters): %.3f s; ratio %.1f",
                     measuring, Double(count) / measuring, yardstick, measuring / yardstick))
        // Keeps the work from being optimised away.
        if total.isNaN || hashes.finalize() == 42 { print("") }
    }
}
