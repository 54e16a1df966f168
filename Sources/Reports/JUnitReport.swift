import Foundation
import ResultStore

/// JUnit XML, the test-report format GitHub, GitLab, Jenkins and Buildkite read: a test suite per
/// layout, a test case per device × orientation × direction (× window). A failing case has one
/// `<failure>` listing what fails it (a screen the layout cannot show is one: UIKit raises there);
/// warnings go to its `<system-out>`.
public enum JUnitReport {
    public static func render(_ verdicts: [CaseVerdict], name: String) -> String {
        var byLayout: [(layout: String, verdicts: [CaseVerdict])] = []
        for verdict in verdicts {
            if byLayout.last?.layout == verdict.key.layout { byLayout[byLayout.count - 1].verdicts.append(verdict) }
            else { byLayout.append((verdict.key.layout, [verdict])) }
        }
        func count(_ list: [CaseVerdict]) -> (tests: Int, failures: Int) {
            (list.count, list.filter { !$0.failures.isEmpty }.count)
        }
        let all = count(verdicts)
        var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        xml += #"<testsuites name="\#(escape(name))" tests="\#(all.tests)" failures="\#(all.failures)" errors="0">"# + "\n"
        for (layout, list) in byLayout {
            let counts = count(list)
            let file = list.first?.file.map { #" file="\#(escape($0))""# } ?? ""
            xml += #"  <testsuite name="\#(escape(layout))" tests="\#(counts.tests)" failures="\#(counts.failures)" errors="0" time="0"\#(file)>"# + "\n"
            for verdict in list {
                let opening = #"    <testcase name="\#(escape(verdict.key.screen))" classname="\#(escape(layout))" time="0""#
                var body = ""
                if !verdict.failures.isEmpty {
                    let first = verdict.failures[0]
                    let summary = verdict.failures.count == 1 ? DiffText.firstLine(first.message)
                        : "\(verdict.failures.count) failures; first: \(DiffText.firstLine(first.message))"
                    body += #"      <failure message="\#(escape(summary))" type="\#(escape(first.kind.name))">"#
                    body += escape(verdict.failures.map(text).joined(separator: "\n\n")) + "</failure>\n"
                }
                if !verdict.warnings.isEmpty {
                    body += "      <system-out>" + escape(verdict.warnings.map(text).joined(separator: "\n\n")) + "</system-out>\n"
                }
                xml += body.isEmpty ? opening + "/>\n" : opening + ">\n" + body + "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// `file:line: kind: message`.
    private static func text(_ finding: Finding) -> String {
        let place = [finding.file, finding.line.map(String.init)].compactMap { $0 }.joined(separator: ":")
        return (place.isEmpty ? "" : place + ": ") + "\(finding.kind): \(finding.message)"
    }

    /// Text for an attribute or element: markup escaped as in the HTML pages, and the characters
    /// XML 1.0 cannot hold at all (control characters other than tab and line breaks) left out.
    static func escape(_ text: String) -> String {
        HTMLPage.escape(String(String.UnicodeScalarView(text.unicodeScalars.filter {
            $0.value >= 0x20 || $0 == "\n" || $0 == "\t" || $0 == "\r"
        })))
    }
}
