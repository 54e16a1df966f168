/// `trellis query --db r.sqlite frames --layout detail` as well as `trellis query frames --db …`:
/// `sql` is `query`'s default subcommand, so the parser takes a leading option as `sql`'s and then
/// refuses `frames`' options. The subcommand's name is moved to just after `query`, wherever the
/// options were put; a word that is an option's value (`--layout frames`) stays where it is.
enum QuerySubcommandOrder {
    static let subcommands: Set<String> = ["frames", "diagnostics", "sql"]

    static func arranged(_ arguments: [String]) -> [String] {
        guard let query = arguments.firstIndex(of: "query"), arguments[..<query].allSatisfy({ $0.hasPrefix("-") }) else { return arguments }
        var index = query + 1
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { return arguments }
            if argument.hasPrefix("-") {
                // Every option of `query` takes a value, written after it unless joined with `=`.
                index += argument.contains("=") || argument == "-h" || argument == "--help" ? 1 : 2
                continue
            }
            guard subcommands.contains(argument), index > query + 1 else { return arguments }
            var arranged = arguments
            arranged.remove(at: index)
            arranged.insert(argument, at: query + 1)
            return arranged
        }
        return arguments
    }
}
