import GRDB
import TrellisBase

/// One row of `runs`.
public struct RunRecord: Codable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "runs"
    public var id: Int64?
    public var label: String?
    public var status: RunStatus
    public var startedAt: String
    public var finishedAt: String?
    public var toolVersion: String
    public var layoutsCommit: String?
    public var options: String
    public var catalogHash: String
    public var layoutsHash: String
    public var caseCount: Int
    public var seconds: Double?
}
