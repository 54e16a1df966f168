import Foundation

/// SARIF 2.1.0, the format code-scanning dashboards (GitHub code scanning among them) read: one
/// rule per diagnostic kind, one result per finding (the same finding on many cases is one result
/// naming them), located at the constraint or view in the layout's file.
public enum SARIFReport {
    public static func render(_ verdicts: [CaseVerdict], toolVersion: String) -> String {
        let groups = GroupedFinding.grouping(verdicts)
        var kinds: [FindingKind] = []
        for group in groups where !kinds.contains(group.finding.kind) { kinds.append(group.finding.kind) }
        let rules: [[String: Any]] = kinds.map { kind in
            ["id": kind.name, "name": kind.name, "shortDescription": ["text": kind.documentation]]
        }
        let results: [[String: Any]] = groups.map { group in
            var result: [String: Any] = [
                "ruleId": group.finding.kind.name,
                "ruleIndex": kinds.firstIndex(of: group.finding.kind)!,
                "level": group.isFailure ? "error" : "warning",
                "message": ["text": "\(group.finding.message)\n(\(group.casesText))"],
                "partialFingerprints": ["trellisFinding/v1": "\(group.cases[0].layout)|\(group.finding.identity)"],
                "properties": ["cases": group.cases.map(\.description)],
            ]
            if let file = group.finding.file {
                var physical: [String: Any] = ["artifactLocation": ["uri": file]]
                if let line = group.finding.line {
                    physical["region"] = ["startLine": line, "startColumn": group.finding.column ?? 1]
                }
                result["locations"] = [["physicalLocation": physical]]
            }
            return result
        }
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [[
                "tool": ["driver": ["name": "Trellis", "version": toolVersion, "rules": rules]],
                "results": results,
            ]],
        ]
        let data = try! JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
