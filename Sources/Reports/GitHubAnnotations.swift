import Foundation

/// GitHub Actions workflow commands (`::error file=…,line=…::message`), which show a finding on the
/// pull request's lines. Findings the same on many cases are one annotation naming the cases.
public enum GitHubAnnotations {
    public static func render(_ verdicts: [CaseVerdict]) -> String {
        GroupedFinding.grouping(verdicts).map { group in
            let finding = group.finding
            var properties: [String] = []
            if let file = finding.file { properties.append("file=" + escapeProperty(file)) }
            if let line = finding.line { properties.append("line=\(line)") }
            if let column = finding.column { properties.append("col=\(column)") }
            properties.append("title=" + escapeProperty("\(group.cases[0].layout): \(finding.kind)"))
            let message = "\(finding.message)\n(\(group.casesText))"
            return "::\(group.isFailure ? "error" : "warning") \(properties.joined(separator: ","))::\(escapeData(message))\n"
        }.joined()
    }

    /// The escapes GitHub's runner reads back in a command's message.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// In a property, `:` and `,` separate, so they are escaped too.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
