import ConstraintSolver
import Foundation
import SolverBenchmark
import Testing

func fixture(_ name: String) -> String {
    Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: "json")!.path
}

@Suite("alc/1 systems: loading, solving, digests")
struct SolverBenchmarkTests {
    @Test("solve-system prints the values in file order, integers without a fraction")
    func solveSystemJSON() throws {
        let solve = try SystemSolve(ConstraintSystemFile.load(from: fixture("tiny")))
        #expect(SystemSolveJSON.render(solve) == #"{"status":"ok","values":{"root.w":375,"label.x":16,"label.w":343,"weird \"name\"":0.5}}"#)
    }

    @Test("solve-system names the first conflict by tag, in file order")
    func unsatisfiableJSON() throws {
        let solve = try SystemSolve(ConstraintSystemFile.load(from: fixture("unsat-10")))
        #expect(SystemSolveJSON.render(solve) == #"{"status":"unsatisfiable","conflict":["gb0.w","gb0_0.lead","gb0_0.w","gb0_1.w","gb0_1.space","gb0_2.w","gb0_2.space","gb0.trail"]}"#)
        #expect(solve.rejected == [48])
    }

    @Test("A constraint that a required edit already implies is accepted; one that contradicts it names the edit")
    func redundantAndConflictingEdits() throws {
        let redundant = try SystemSolve(ConstraintSystemFile.load(from: fixture("redundant-edit")))
        #expect(SystemSolveJSON.render(redundant) == #"{"status":"ok","values":{"w":150,"x":150}}"#)
        let conflicting = try SystemSolve(ConstraintSystemFile.load(from: fixture("conflicting-edit")))
        #expect(SystemSolveJSON.render(conflicting) == #"{"status":"unsatisfiable","conflict":["edit w","w.fixed"]}"#)
    }

    /// The expected digests are those printed by ../shared/bench/lexref.py (the exact
    /// lexicographic reference) for the same files.
    @Test("Digests equal the exact reference's", arguments: [
        ("chain-10", "4ee16ea993b05127", "ac1a42edbd854df8"),
        ("nested-10", "d12f13f4fe48d5e2", "1fd47860da894b63"),
    ])
    func digests(name: String, solveHash: String, editsHash: String) throws {
        let timing = try SolverTiming.measure(
            ConstraintSystemFile.load(from: fixture(name)), minimumSeconds: 0, minimumRepetitions: 1)
        #expect(timing.solveHash == solveHash)
        #expect(timing.editsHash == editsHash)
        #expect(timing.edits == 42)
    }

    @Test("The digest of one solution, worked by hand")
    func digestByHand() {
        // "0,64,-32,\n": 0.0 → 0, 1.0 → 64, -0.5 → floor(-32 + 0.5) = -32.
        var expected: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "0,64,-32,\n".utf8 { expected = (expected ^ UInt64(byte)) &* 0x100_0000_01b3 }
        #expect(SolutionDigest.of([0, 1, -0.5]) == String(format: "%016llx", expected))
    }

    @Test("Edits re-solve to the values a fresh solve at that size gives")
    func editsMatchFreshSolves() throws {
        var file = try ConstraintSystemFile.load(from: fixture("tiny"))
        let solve = try SystemSolve(file)
        try solve.applyEdit([1024])
        file.edits!.initial = [1024]
        #expect(solve.values() == (try SystemSolve(file)).values())
        #expect(solve.values() == [1024, 16, 992, 0.5])
    }
}

@Suite("alc/1 files that are wrong say where")
struct ConstraintSystemFileErrorTests {
    func error(loading text: String) -> String? {
        do throws(ConstraintSystemFileError) {
            _ = try ConstraintSystemFile.parse(Data(text.utf8), path: "bad.json")
            return nil
        } catch {
            return error.description
        }
    }

    @Test("Each mistake, with the file and the place")
    func messages() {
        let head = #"{"format":"alc/1","variables":["a","b"],"constraints":["#
        #expect((error(loading: "{") ?? "").hasPrefix("bad.json: not valid JSON"))
        #expect(error(loading: #"{"format":"alc/2","variables":[],"constraints":[]}"#) == #"bad.json: "format" must be "alc/1""#)
        #expect(error(loading: #"{"format":"alc/1","variables":["a","a"],"constraints":[]}"#) == #"bad.json: variables[1]: "a" is declared twice"#)
        #expect(error(loading: head + #"{"terms":[["c",1]],"constant":0,"op":"==","priority":1000,"tag":"t"}]}"#)
            == #"bad.json: constraints[0] (t): terms[0] names "c", which is not in "variables""#)
        #expect(error(loading: head + #"{"terms":[["a",1]],"constant":0,"op":"=<","tag":"t"}]}"#)
            == #"bad.json: constraints[0] (t): "op" must be "==", "<=" or ">=""#)
        #expect(error(loading: head + #"{"terms":[["a"]],"op":"=="}]}"#)
            == #"bad.json: constraints[0] (#0): terms[0] must be ["variable", number]"#)
        #expect(error(loading: head + #"]"# + #","edits":{"variables":["z"],"initial":[1]}}"#)
            == #"bad.json: edits: "z" is not in "variables""#)
    }

    @Test("A missing file")
    func missingFile() {
        do throws(ConstraintSystemFileError) {
            _ = try ConstraintSystemFile.load(from: "/nonexistent/system.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasPrefix("/nonexistent/system.json: cannot read the file"))
        }
    }
}
