import ArgumentParser

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Solve every layout in Layouts/ on every device in Devices/ and store the results."
    )

    func run() throws {
        print("trellis \(Trellis.version)")
        print("no layouts yet")
    }
}
