import Foundation
import ResultStore
import TrellisBase

/// JUnit XML, the test-report format GitHub, GitLab, Jenkins and Buildkite read: a test suite per
/// layout, a test case per distinct finding that fails it (grouped as the annotations group them,
/// with every case it holds on), and one test case for the layout's cases as a whole, which passes
/// and carries the warnings, grouped the same way, in its `<system-out>`. A 200,000-case run is
/// then a report of its findings, not of every screen (a real app's had been 163 MB).
public enum JUnitReport {
    public static func render(_ verdicts: [CaseVerdict], name: String) -> String {
        var byLayout: [(layout: String, verdicts: [CaseVerdict])] = []
        for verdict in verdicts {
            if byLayout.last?.layout == verdict.key.layout { byLayout[byLayout.count - 1].verdicts.append(verdict) }
            else { byLayout.append((verdict.key.layout, [verdict])) }
        }
        var suites = ""
        var tests = 0, failures = 0
        for (layout, list) in byLayout {
            let groups = GroupedFinding.grouping(list)
            let failing = groups.filter(\.isFailure)
            let warnings = groups.filter { !$0.isFailure }
            let file = list.first?.file.map { #" file="\#(escape($0))""# } ?? ""
            tests += failing.count + 1
            failures += failing.count
            suites += #"  <testsuite name="\#(escape(layout))" tests="\#(failing.count + 1)" failures="\#(failing.count)" errors="0" time="0"\#(file)>"# + "\n"
            for group in failing {
                let finding = group.finding
                let title = "\(finding.kind)" + (finding.place.map { " at \($0)" } ?? "") + ": " + finding.headline
                suites += #"    <testcase name="\#(escape(title))" classname="\#(escape(layout))" time="0">"# + "\n"
                suites += #"      <failure message="\#(escape(DiffText.firstLine(finding.message)))" type="\#(escape(finding.kind.name))">"#
                suites += escape(text(finding) + "\n\n" + group.casesText(of: list.count, namingAll: true)) + "</failure>\n"
                suites += "    </testcase>\n"
            }
            let opening = #"    <testcase name="\#(counted(list.count, "case"))" classname="\#(escape(layout))" time="0""#
            if warnings.isEmpty {
                suites += opening + "/>\n"
            } else {
                let said = warnings.map { text($0.finding) + "\n(" + $0.casesText(of: list.count) + ")" }
                suites += opening + ">\n      <system-out>" + escape(said.joined(separator: "\n\n")) + "</system-out>\n    </testcase>\n"
            }
            suites += "  </testsuite>\n"
        }
        var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        xml += #"<testsuites name="\#(escape(name))" tests="\#(tests)" failures="\#(failures)" errors="0">"# + "\n"
        return xml + suites + "</testsuites>\n"
    }

    /// `file:line: kind: message`.
    private static func text(_ finding: ReportedFinding) -> String {
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
