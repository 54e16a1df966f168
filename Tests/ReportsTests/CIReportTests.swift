@testable import Reports
import Foundation
import MatrixRun
import ResultStore
import TestSupport
import Testing
import TrellisBase

/// JUnit, SARIF and GitHub annotations from a stored run, exact to the byte where a CI reads them.
struct CIReportTests {
    /// The card with a required width it cannot keep beside a required trailing edge, and a layout
    /// that allows no orientation the app does (UIKit raises: an error on every screen).
    /// The badge as a label (a plain view past the edge would lose nothing of its own) made too wide.
    static let conflicting = card.replacingOccurrences(of: "badge: {intrinsicSize: 20x20}", with: "badge: {kind: label, text: \"9\", intrinsicSize: 20x20}")
        + "\n  - {id: tooWide, equation: badge.width == 5000}\n  - badge.trailing <= margins.trailing\n"
    static let landscapeOnly = "orientations: landscapeLeft\nviews:\n  box: {intrinsicSize: 10x10}\n"

    func recorded() throws -> RunSnapshot {
        let database = try ResultDatabase(path: TemporaryFolder.unusedPath("ci", ".sqlite").path)
        let id = try record(["card": Self.conflicting, "wide": Self.landscapeOnly], devices: ["iPhone 15", "iPhone 8"], in: database,
                            label: "ci")
        return try database.snapshot(run: id)!
    }

    /// A suite per layout: a failing test case per distinct finding that fails it, naming every
    /// case it holds on, and one passing test case for the layout's cases carrying the warnings.
    @Test func junitHasASuitePerLayoutAndACasePerFailingFinding() throws {
        let junit = JUnitReport.render(CaseVerdicts.of(run: try recorded()), name: "trellis run 1")
        let lines = junit.split(separator: "\n").map(String.init)
        #expect(lines[0] == #"<?xml version="1.0" encoding="UTF-8"?>"#)
        #expect(lines[1] == #"<testsuites name="trellis run 1" tests="4" failures="2" errors="0">"#)
        #expect(lines[2] == #"  <testsuite name="card" tests="2" failures="1" errors="0" time="0" file="card.yaml">"#)
        #expect(lines[3].hasPrefix(#"    <testcase name="unsatisfiable at card.yaml:11:5: breaks &lt;NSLayoutConstraint:"#))
        #expect(lines[4] == #"      <failure message="Unable to simultaneously satisfy constraints." type="unsatisfiable">card.yaml:11: unsatisfiable: Unable to simultaneously satisfy constraints."#)
        #expect(junit.contains("    &quot;&lt;NSLayoutConstraint:'tooWide' badge.width == 5000&gt;&quot;,\n"))
        #expect(junit.contains("on 2 of 2 cases: iPhone 15 portrait, iPhone 8 portrait</failure>\n    </testcase>\n"
            + #"    <testcase name="2 cases" classname="card" time="0">"# + "\n      <system-out>card.yaml:3: partly-outside-root: Off screen: badge at "))
        #expect(junit.contains("(on 2 of 2 cases: iPhone 15 portrait, iPhone 8 portrait)</system-out>"))
        #expect(junit.contains(#"  <testsuite name="wide" tests="2" failures="1" errors="0" time="0" file="wide.yaml">"#))
        #expect(junit.contains(#"    <testcase name="no-supported-orientation at wide.yaml: No orientation to show: iPhone 15 supports allButUpsideDown, the app portrait, the layout landscapeLeft; UIKit raises UIApplicationInvalidInterfaceOrientation." classname="wide" time="0">"#))
        #expect(junit.contains(#"    <testcase name="2 cases" classname="wide" time="0"/>"#))
        #expect(junit.hasSuffix("  </testsuite>\n</testsuites>\n"))
    }

    /// A run's CI reports need no frames: read without them, the run reports the same.
    @Test func verdictsNeedNoFrames() throws {
        let database = try ResultDatabase(path: TemporaryFolder.unusedPath("ci", ".sqlite").path)
        let id = try record(["card": Self.conflicting], devices: ["iPhone 15", "iPhone 8"], in: database, label: "ci")
        let full = try database.snapshot(run: id)!, light = try database.snapshot(run: id, frames: false)!
        #expect(full.cases.values.allSatisfy { !$0.frames.isEmpty })
        #expect(light.cases.values.allSatisfy { $0.frames.isEmpty && $0.viewOrder.isEmpty })
        #expect(light.cases.count == 2 && light.layoutPaths == ["card": "card.yaml"])
        #expect(JUnitReport.render(CaseVerdicts.of(run: light), name: "r") == JUnitReport.render(CaseVerdicts.of(run: full), name: "r"))
        #expect(GitHubAnnotations.render(CaseVerdicts.of(run: light)) == GitHubAnnotations.render(CaseVerdicts.of(run: full)))
    }

    /// A run's findings grouped to triage: the errors first (the conflict by the constraint UIKit
    /// breaks), then the warnings, ten at most unless asked for all, and the command that solves
    /// the first one's first case as the run did (a layout file by its path, quoted for a shell).
    @Test func findingsAreGroupedToTriage() throws {
        let database = try ResultDatabase(path: TemporaryFolder.unusedPath("ci", ".sqlite").path)
        let id = try record(["card": Self.conflicting, "wide": Self.landscapeOnly], devices: ["iPhone 15", "iPhone 8"], in: database, label: "ci")
        let summary = FindingsSummary(run: try database.snapshot(run: id, frames: false)!, runID: id)
        let lines = summary.text(limit: 2).split(separator: "\n").map(String.init)
        #expect(lines[0] == "Findings: 3 (2 errors, 1 warning) over 4 cases")
        #expect(lines[1] == "  error unsatisfiable  card  card.yaml:11:5  on 2 of 2 cases: iPhone 15 portrait, iPhone 8 portrait")
        #expect(lines[2].hasPrefix("      breaks <NSLayoutConstraint:"))
        #expect(lines[3] == "  error no-supported-orientation  wide  wide.yaml  on 2 of 2 cases: iPhone 15 no orientation, iPhone 8 no orientation")
        #expect(lines[5] == "  and 1 more: trellis findings \(id)")
        #expect(lines[6] == "  To look at one: trellis solve 'card.yaml' --device 'iPhone 15' --orientation portrait")
        #expect(lines.count == 7)
        #expect(summary.text().split(separator: "\n").count == 8)
        #expect(summary.markdown().contains("| warning | partly-outside-root | card | card.yaml:3:3 | on 2 of 2 cases: iPhone 15 portrait, iPhone 8 portrait | Off screen: badge at "))
        #expect(summary.json().hasPrefix(#"{"cases":4,"findings":[{"cases":["iPhone 15 portrait","iPhone 8 portrait"],"column":5,"file":"card.yaml","#))
        #expect(summary.json().contains(#""severity":"error","solve":"trellis solve 'card.yaml' --device 'iPhone 15' --orientation portrait"}"#))
    }

    /// A finding on every case of its layout is the layout's, not some devices': past three cases
    /// it says "on all N cases" rather than naming three and "and N more"; on some of them, it
    /// names the first three. JUnit's failures still name every case.
    @Test func aFindingOnEveryCaseSaysSo() throws {
        let database = try ResultDatabase(path: TemporaryFolder.unusedPath("ci", ".sqlite").path)
        let id = try record(["card": Self.conflicting], devices: ["iPhone 15", "iPhone 8", "iPhone 16", "iPhone SE (3rd generation)"],
                            in: database, label: "all")
        let run = try database.snapshot(run: id, frames: false)!
        let lines = FindingsSummary(run: run, runID: id).text().split(separator: "\n").map(String.init)
        #expect(lines[1] == "  error unsatisfiable  card  card.yaml:11:5  on all 4 cases")
        let verdicts = CaseVerdicts.of(run: run)
        let conflict = try #require(GroupedFinding.grouping(verdicts).first { $0.isFailure })
        #expect(conflict.casesText(of: 5) == "on 4 of 5 cases: iPhone 15 portrait, iPhone 8 portrait, iPhone 16 portrait and 1 more")
        #expect(JUnitReport.render(verdicts, name: "r").contains(
            "on 4 of 4 cases: iPhone 15 portrait, iPhone 8 portrait, iPhone 16 portrait, iPhone SE (3rd generation) portrait</failure>"))
    }

    /// What Trellis does not model (a font it has no file for) is about the run's accuracy, not a
    /// problem in the layout: it comes after the layout's warnings, however many cases it is on.
    /// In a real app's summary, five font notes on every case filled the first five lines.
    @Test func notModelledComesAfterTheLayoutsWarnings() throws {
        var snapshot = try recorded()
        snapshot.layoutFindings["card"] = [Finding(kind: .notModelled, message: "card.yaml:2:3: warning: font 'Brand' is measured as the system font",
                                                   location: SourceLocation(file: "card.yaml", line: 2, column: 3))]
        let summary = FindingsSummary(run: snapshot, runID: 1)
        #expect(summary.groups.map { "\($0.grouped.finding.kind) \($0.layout)" } == [
            "unsatisfiable card", "no-supported-orientation wide", "partly-outside-root card", "not-modelled card",
        ])
    }

    /// The same fact that several layouts do not model (one font with no file, in every scene
    /// that uses it) is one entry of the summary naming the layouts, not one per layout: an
    /// auction kiosk's summary had 39 font notes for three fonts.
    @Test func oneFactNotModelledInSeveralLayoutsIsOneEntry() throws {
        var snapshot = try recorded()
        func font(_ name: String, _ file: String, _ line: Int) -> Finding {
            Finding(kind: .notModelled, message: "\(file):\(line):3: warning: font '\(name)' is measured as the system font",
                    location: SourceLocation(file: file, line: line, column: 3))
        }
        snapshot.layoutFindings["card"] = [font("Brand", "card.yaml", 2), font("Other", "card.yaml", 4)]
        snapshot.layoutFindings["wide"] = [font("Brand", "wide.yaml", 7)]
        let summary = FindingsSummary(run: snapshot, runID: 1)
        #expect(summary.groups.map { "\($0.grouped.finding.kind) \($0.layouts.joined(separator: "+"))" } == [
            "unsatisfiable card", "no-supported-orientation wide", "partly-outside-root card", "not-modelled card+wide", "not-modelled card",
        ])
        let lines = summary.text().split(separator: "\n").map(String.init)
        #expect(lines[0] == "Findings: 5 (2 errors, 3 warnings) over 4 cases")
        #expect(lines[7] == "  warning not-modelled  card and 1 more layout: wide  card.yaml:2:3  on all 4 cases of 2 layouts")
        #expect(lines[8] == "      font 'Brand' is measured as the system font")
        #expect(lines[9] == "  warning not-modelled  card  card.yaml:4:3  on 2 of 2 cases: iPhone 15 portrait, iPhone 8 portrait")
        #expect(lines[10] == "      font 'Other' is measured as the system font")
        #expect(summary.markdown().contains("| warning | not-modelled | card and 1 more layout: wide | card.yaml:2:3 | on all 4 cases of 2 layouts | font 'Brand' is measured as the system font |"))
        #expect(summary.json().contains(#""layout":"card","layoutCases":2,"layouts":["card","wide"],"#))
    }

    /// A layout's own finding, stored once, is said once in the grouped reports, for its cases.
    @Test func aLayoutsOwnFindingIsAnnotatedOnce() throws {
        var snapshot = try recorded()
        snapshot.layoutFindings["card"] = [Finding(kind: .notModelled, message: "card.yaml:2:3: warning: `x` is not modelled",
                                                          location: SourceLocation(file: "card.yaml", line: 2, column: 3))]
        let lines = GitHubAnnotations.render(CaseVerdicts.of(run: snapshot)).split(separator: "\n").filter { $0.contains("not-modelled") }
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("::warning file=card.yaml,line=2,col=3,title=card%3A not-modelled::") == true)
        #expect(lines.first?.hasSuffix("(on iPhone 15 portrait, iPhone 8 portrait)") == true)
    }

    /// A case with the same finding twice (two conflicts over one set of constraints) is one case
    /// of the group: a real app's 1,170-case layout said "and 2337 more cases".
    @Test func aGroupCountsEachCaseOnce() {
        let finding = ReportedFinding(kind: .diagnostic(.unsatisfiable), message: "Unable to simultaneously satisfy constraints.", file: "card.yaml",
                              line: 11, column: 5, identity: .finding(Finding.Identity(kind: .unsatisfiable, views: [], constraints: ["a", "b"])))
        let verdicts = ["iPhone 15", "iPhone 8"].map {
            CaseVerdict(key: CaseKey(layout: "card", device: $0, orientation: .portrait), file: "card.yaml", failures: [finding, finding], warnings: [])
        }
        let groups = GroupedFinding.grouping(verdicts)
        #expect(groups.map(\.cases.count) == [2])
        #expect(groups.first?.casesText == "on iPhone 15 portrait, iPhone 8 portrait")
    }

    @Test func annotationsGroupOneFindingAcrossScreens() throws {
        let annotations = GitHubAnnotations.render(CaseVerdicts.of(run: try recorded()))
        let lines = annotations.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("::error file=card.yaml,line=11,col=5,title=card%3A unsatisfiable::Unable to simultaneously satisfy constraints.%0A"))
        #expect(lines[0].hasSuffix("%0A(on iPhone 15 portrait, iPhone 8 portrait)"))
        #expect(lines[1].hasPrefix("::warning file=card.yaml,line=3,col=3,title=card%3A partly-outside-root::Off screen: badge at "))
        // A finding with no line in the file is annotated on the file.
        #expect(lines[2].hasPrefix("::error file=wide.yaml,title=wide%3A no-supported-orientation::No orientation to show: iPhone 15 "))
        #expect(lines[2].hasSuffix("%0A(on iPhone 15 no orientation, iPhone 8 no orientation)"))
        #expect(GitHubAnnotations.escapeProperty("a:b,c%d\ne") == "a%3Ab%2Cc%25d%0Ae")
    }

    @Test func sarifHasARulePerKindAndLocatedResults() throws {
        let text = SARIFReport.render(CaseVerdicts.of(run: try recorded()), toolVersion: "9.9")
        let log = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
        #expect(log["version"] as? String == "2.1.0")
        let run = (log["runs"] as! [[String: Any]])[0]
        let driver = (run["tool"] as! [String: Any])["driver"] as! [String: Any]
        #expect(driver["name"] as? String == "Trellis" && driver["version"] as? String == "9.9")
        #expect((driver["rules"] as! [[String: Any]]).map { $0["id"] as! String } == ["unsatisfiable", "partly-outside-root", "no-supported-orientation"])
        let results = run["results"] as! [[String: Any]]
        #expect(results.map { $0["ruleIndex"] as! Int } == [0, 1, 2])
        #expect((results[0]["properties"] as! [String: Any])["cases"] as? [String] == ["card on iPhone 15 portrait", "card on iPhone 8 portrait"])
        let region = (((results[0]["locations"] as! [[String: Any]])[0]["physicalLocation"] as! [String: Any])["region"] as! [String: Any])
        #expect(region["startLine"] as? Int == 11 && region["startColumn"] as? Int == 5)
    }

    /// A diff fails a case on a regression only, unless every change counts.
    @Test func diffVerdictsFailRegressions() throws {
        let database = try ResultDatabase(path: TemporaryFolder.unusedPath("ci", ".sqlite").path)
        let moved = card.replacingOccurrences(of: "safeArea.top + 8", with: "safeArea.top + 30")
        let base = try database.snapshot(run: try record(["card": card], devices: ["iPhone 15"], in: database, label: "main"))!
        let head = try database.snapshot(run: try record(["card": moved], devices: ["iPhone 15"], in: database, label: "branch"))!
        let diff = RunDiff(base: base, head: head)
        let quiet = CaseVerdicts.of(diff: diff, head: head, base: base, failOnChange: false)
        #expect(quiet.map { "\($0.key.screen): \($0.failures.count) failures" } == ["iPhone 15 portrait: 0 failures"])
        let strict = CaseVerdicts.of(diff: diff, head: head, base: base, failOnChange: true)
        #expect(strict[0].failures.map(\.message) == ["title: y +22", "badge: y +22"])
    }
}

/// Adding a diagnostic kind starts at `DiagnosticKind.all` (LayoutModel); the README's table must follow it.
@Test func theReadmeTableListsEveryDiagnosticKind() throws {
    let repository = Repository.root
    let readme = try String(contentsOf: repository.appendingPathComponent("Reports/README.md"), encoding: .utf8)
    let lines = readme.components(separatedBy: "\n")
    let header = try #require(lines.firstIndex(of: "| kind | severity | meaning |"))
    let rows = Array(lines[(header + 2)...].prefix { $0.hasPrefix("|") })
    #expect(rows == DiagnosticKind.all.map { "| `\($0.name)` | \($0.severity) | \($0.documentation) |" })
}
