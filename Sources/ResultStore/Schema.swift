import GRDB

/// The results database's schema, one migration per change: never edit a shipped migration,
/// add the next one.
enum Schema {
    /// The views of schema v7 over `cases` and the solutions' tables, with the tables' old shapes
    /// (`frames`, `frame_details`, `diagnostics`); v9 makes them again after rebuilding `cases`.
    private static let caseViews = """
        CREATE VIEW frames AS
        SELECT c.id AS caseId, f.position, f.viewId, f.hidden, f.x, f.y, f.width, f.height, f.rootX, f.rootY,
               f.exactX, f.exactY, f.exactWidth, f.exactHeight
        FROM cases c JOIN solutionFrames f ON f.solutionId = c.solutionId;
        CREATE VIEW frame_details AS
        SELECT f.caseId, f.position, v.name AS view, v.superview, v.kind, f.hidden, f.x, f.y, f.width, f.height,
               f.rootX, f.rootY, f.exactX, f.exactY, f.exactWidth, f.exactHeight
        FROM frames f JOIN views v ON v.id = f.viewId;
        CREATE VIEW diagnostics AS
        SELECT g.id, c.id AS caseId, g.kind, g.severity, g.views, g.constraints, g.message, g.file, g.line, g."column"
        FROM cases c JOIN solutionFindings g ON g.solutionId = c.solutionId;
        """

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: "runs") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("label", .text)
                t.column("status", .text).notNull()            // running, complete, incomplete
                t.column("startedAt", .text).notNull()         // ISO 8601, UTC
                t.column("finishedAt", .text)
                t.column("toolVersion", .text).notNull()
                t.column("layoutsCommit", .text)
                t.column("options", .text).notNull()           // JSON
                t.column("catalogHash", .text).notNull()
                t.column("layoutsHash", .text).notNull()
                t.column("caseCount", .integer).notNull().defaults(to: 0)
                t.column("seconds", .double)
            }
            try db.create(table: "devices") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("run", inTable: "runs", onDelete: .cascade).notNull()
                t.column("name", .text).notNull()
                t.column("family", .text).notNull()
                t.column("year", .integer).notNull()
                t.column("width", .double).notNull()
                t.column("height", .double).notNull()
                t.column("scale", .double).notNull()
                t.column("pixelWidth", .double).notNull()
                t.column("pixelHeight", .double).notNull()
                t.column("statusBar", .double)
                t.column("orientations", .text).notNull()
                t.column("uncertain", .text).notNull()
                t.uniqueKey(["runId", "name"])
            }
            try db.create(table: "layouts") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("run", inTable: "runs", onDelete: .cascade).notNull()
                t.column("name", .text).notNull()
                t.column("path", .text).notNull()
                t.column("contentHash", .text).notNull()
                t.column("orientations", .text).notNull()
            }
            try db.create(table: "cases") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("run", inTable: "runs", onDelete: .cascade).notNull()
                t.belongsTo("layout", inTable: "layouts", onDelete: .cascade).notNull()
                t.belongsTo("device", inTable: "devices", onDelete: .cascade).notNull()
                t.column("window", .text)                      // Split View arrangement, or NULL
                t.column("orientation", .text)                 // NULL: no orientation in common
                t.column("direction", .text).notNull()         // ltr, rtl
                t.column("width", .double)
                t.column("height", .double)
                // The safe-area insets the case was solved with (device and bars).
                t.column("safeTop", .double)
                t.column("safeLeft", .double)
                t.column("safeBottom", .double)
                t.column("safeRight", .double)
                t.column("widthClass", .text)
                t.column("heightClass", .text)
                t.column("variations", .text).notNull()        // JSON list of the variations applied
                t.column("status", .text).notNull()            // solved, noSupportedOrientation, invalidLayout
                t.column("solveMicroseconds", .double).notNull()
                t.column("incremental", .boolean).notNull()
                t.column("viewCount", .integer).notNull()
                t.column("errorCount", .integer).notNull()
                t.column("warningCount", .integer).notNull()
            }
            // Every view a layout declares, named once: frames refer to them by id, so the
            // millions of frame rows of a big run carry numbers only.
            try db.create(table: "views") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("layout", inTable: "layouts", onDelete: .cascade).notNull()
                t.column("name", .text).notNull()
                t.column("superview", .text)
                t.column("kind", .text).notNull()
                t.uniqueKey(["layoutId", "name"])
            }
            // Without rowid: the table is the (caseId, position) B-tree itself, so a run's frames
            // append in caseId order instead of also feeding a separate index.
            try db.create(table: "frames", options: .withoutRowID) { t in
                // The primary key's first column serves lookups by case; no index of its own.
                t.belongsTo("case", inTable: "cases", onDelete: .cascade, indexed: false).notNull()
                t.column("position", .integer).notNull()        // tree order: root 0, each view before its subviews
                t.belongsTo("view", inTable: "views", indexed: false).notNull()
                t.column("hidden", .boolean).notNull()
                // Pixel-rounded, relative to the superview: what UIKit displays.
                t.column("x", .double).notNull()
                t.column("y", .double).notNull()
                t.column("width", .double).notNull()
                t.column("height", .double).notNull()
                // Pixel-rounded, in the root's coordinates.
                t.column("rootX", .double).notNull()
                t.column("rootY", .double).notNull()
                // Exact solver values, in the root's coordinates.
                t.column("exactX", .double).notNull()
                t.column("exactY", .double).notNull()
                t.column("exactWidth", .double).notNull()
                t.column("exactHeight", .double).notNull()
                t.primaryKey(["caseId", "position"])
            }
            // Frames with their views' names, for queries.
            try db.execute(sql: """
                CREATE VIEW frame_details AS
                SELECT f.caseId, f.position, v.name AS view, v.superview, v.kind, f.hidden, f.x, f.y, f.width, f.height,
                       f.rootX, f.rootY, f.exactX, f.exactY, f.exactWidth, f.exactHeight
                FROM frames f JOIN views v ON v.id = f.viewId
                """)
            try db.create(table: "diagnostics") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("case", inTable: "cases", onDelete: .cascade).notNull()
                t.column("kind", .text).notNull()
                t.column("severity", .text).notNull()          // error, warning, note
                t.column("views", .text).notNull()             // JSON list
                t.column("constraints", .text).notNull()       // JSON list of identifiers
                t.column("message", .text).notNull()
            }
            // For diffs: a case is found by (layout name, device name, orientation, direction).
            try db.create(index: "cases_by_key", on: "cases", columns: ["runId", "layoutId", "deviceId", "orientation", "direction"])
            try db.create(index: "diagnostics_by_kind", on: "diagnostics", columns: ["kind", "severity"])
            try db.create(index: "layouts_by_name", on: "layouts", columns: ["runId", "name"])
        }
        // What a report needs to draw a case's screen: the root's layout margins, and how much of
        // the safe area's top and bottom are the layout's bars rather than the device (the rest is
        // status bar, sensor housing and home indicator). NULL in runs stored before v2.
        migrator.registerMigration("v2-margins-and-bars") { db in
            try db.alter(table: "cases") { t in
                for edge in ["Top", "Left", "Bottom", "Right"] { t.add(column: "margin\(edge)", .double) }
                t.add(column: "barTop", .double)
                t.add(column: "barBottom", .double)
            }
        }
        // Where each finding points in its layout's file (the constraint or view involved), for CI
        // annotations and SARIF. NULL where nothing was written in a file, and in runs before v3.
        migrator.registerMigration("v3-diagnostic-locations") { db in
            try db.alter(table: "diagnostics") { t in
                t.add(column: "file", .text)
                t.add(column: "line", .integer)
                t.add(column: "column", .integer)
            }
        }
        // Foreign keys enforced, with their cascades: deleting a run deletes its devices, layouts,
        // cases, views and diagnostics. `frames` is rebuilt without declared keys, because checking
        // each of a big run's millions of frame rows against its case and view would cost more than
        // writing them; a trigger deletes a case's frames with it instead.
        migrator.registerMigration("v4-enforced-foreign-keys") { db in
            try db.execute(sql: """
                DROP VIEW frame_details;
                CREATE TABLE frames_v4 (
                    caseId INTEGER NOT NULL, position INTEGER NOT NULL, viewId INTEGER NOT NULL, hidden BOOLEAN NOT NULL,
                    x DOUBLE NOT NULL, y DOUBLE NOT NULL, width DOUBLE NOT NULL, height DOUBLE NOT NULL,
                    rootX DOUBLE NOT NULL, rootY DOUBLE NOT NULL,
                    exactX DOUBLE NOT NULL, exactY DOUBLE NOT NULL, exactWidth DOUBLE NOT NULL, exactHeight DOUBLE NOT NULL,
                    PRIMARY KEY (caseId, position)
                ) WITHOUT ROWID;
                INSERT INTO frames_v4 SELECT caseId, position, viewId, hidden, x, y, width, height, rootX, rootY,
                    exactX, exactY, exactWidth, exactHeight FROM frames;
                DROP TABLE frames;
                ALTER TABLE frames_v4 RENAME TO frames;
                CREATE VIEW frame_details AS
                SELECT f.caseId, f.position, v.name AS view, v.superview, v.kind, f.hidden, f.x, f.y, f.width, f.height,
                       f.rootX, f.rootY, f.exactX, f.exactY, f.exactWidth, f.exactHeight
                FROM frames f JOIN views v ON v.id = f.viewId;
                CREATE TRIGGER case_frames_deleted AFTER DELETE ON cases BEGIN
                    DELETE FROM frames WHERE caseId = OLD.id;
                END;
                """)
        }
        // What held each case's root: its container's kind (viewController, tableCell,
        // collectionCell, headerFooter, component, plain; since v8 notificationCenter, sheet), the host view's width where another
        // layout's view held it (a scene's table), and the rules in words. NULL before v5.
        migrator.registerMigration("v5-case-containers") { db in
            try db.alter(table: "cases") { t in
                t.add(column: "container", .text)
                t.add(column: "containerWidth", .double)
                t.add(column: "containerRule", .text)
            }
        }
        // Findings about a layout rather than a case (what its file uses that Trellis does not
        // model), stored once per layout instead of on every case.
        migrator.registerMigration("v6-layout-findings") { db in
            try db.create(table: "layoutFindings") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("layout", inTable: "layouts", onDelete: .cascade).notNull()
                t.column("kind", .text).notNull()
                t.column("severity", .text).notNull()
                t.column("message", .text).notNull()
                t.column("file", .text)
                t.column("line", .integer)
                t.column("column", .integer)
            }
        }
        // Each distinct solution stored once: cases of one run with the same layout and screen
        // (`SolutionKey`) have the same frames and findings, kept once in a `solutions` row with
        // its `solutionFrames` and `solutionFindings`; each case points at its solution with
        // `solutionId`. `frames` and `diagnostics` become views with the tables' old columns, so
        // queries over them keep working (a finding's `id` is its solution's finding, shared by
        // the cases of that solution). Older runs keep their rows: each of their cases becomes a
        // solution of its own, with the case's id. `solutionId` declares no foreign key, as
        // `frames` did not: a run's solutions go with its layouts, and a trigger takes their frames.
        migrator.registerMigration("v7-solutions") { db in
            // `cases_by_key` begins with `runId`, so it serves what `cases_on_runId` did.
            try db.execute(sql: """
                DROP VIEW frame_details; DROP TRIGGER case_frames_deleted; DROP INDEX diagnostics_by_kind; DROP INDEX cases_on_runId
                """)
            try db.create(table: "solutions") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("layout", inTable: "layouts", onDelete: .cascade).notNull()
            }
            try db.alter(table: "cases") { t in t.add(column: "solutionId", .integer) }
            try db.create(table: "solutionFindings") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("solution", inTable: "solutions", onDelete: .cascade).notNull()
                t.column("kind", .text).notNull()
                t.column("severity", .text).notNull()          // error, warning, note
                t.column("views", .text).notNull()             // JSON list
                t.column("constraints", .text).notNull()       // JSON list of identifiers
                t.column("message", .text).notNull()
                t.column("file", .text)
                t.column("line", .integer)
                t.column("column", .integer)
            }
            try db.execute(sql: """
                INSERT INTO solutions (id, layoutId) SELECT id, layoutId FROM cases;
                UPDATE cases SET solutionId = id;
                INSERT INTO solutionFindings (id, solutionId, kind, severity, views, constraints, message, file, line, "column")
                    SELECT id, caseId, kind, severity, views, constraints, message, file, line, "column" FROM diagnostics;
                DROP TABLE diagnostics;
                CREATE INDEX solutionFindings_by_kind ON solutionFindings (kind, severity);
                ALTER TABLE frames RENAME TO solutionFrames;
                ALTER TABLE solutionFrames RENAME COLUMN caseId TO solutionId;
                """)
            try db.execute(sql: caseViews)
            try db.execute(sql: """
                CREATE TRIGGER solution_deleted AFTER DELETE ON solutions BEGIN
                    DELETE FROM solutionFrames WHERE solutionId = OLD.id;
                END;
                """)
        }
        // No table changes: `cases.container` may now say `notificationCenter` (a widget's or a
        // notification's content view) or `sheet` (a page sheet), which a Trellis from before
        // cannot read, so it is told the file is a newer Trellis's instead of failing on the value.
        migrator.registerMigration("v8-container-kinds") { _ in }
        // `cases.deviceId` no longer declares a foreign key, and its index is dropped: a run's
        // cases arrive device after device within each layout, so every case row went into the
        // middle of that index, a sixth of the writer's time. A run's cases and devices are
        // deleted together through `runId`; nothing deletes a device alone. The table is rebuilt
        // (SQLite cannot drop a constraint) with every row and id, and the views over it are made again.
        migrator.registerMigration("v9-cases-without-device-key") { db in
            try db.execute(sql: """
                DROP VIEW frame_details; DROP VIEW frames; DROP VIEW diagnostics;
                CREATE TABLE cases_v9 (
                    "id" INTEGER PRIMARY KEY AUTOINCREMENT,
                    "runId" INTEGER NOT NULL REFERENCES "runs"("id") ON DELETE CASCADE,
                    "layoutId" INTEGER NOT NULL REFERENCES "layouts"("id") ON DELETE CASCADE,
                    "deviceId" INTEGER NOT NULL,
                    "window" TEXT, "orientation" TEXT, "direction" TEXT NOT NULL, "width" DOUBLE, "height" DOUBLE,
                    "safeTop" DOUBLE, "safeLeft" DOUBLE, "safeBottom" DOUBLE, "safeRight" DOUBLE,
                    "widthClass" TEXT, "heightClass" TEXT, "variations" TEXT NOT NULL, "status" TEXT NOT NULL,
                    "solveMicroseconds" DOUBLE NOT NULL, "incremental" BOOLEAN NOT NULL,
                    "viewCount" INTEGER NOT NULL, "errorCount" INTEGER NOT NULL, "warningCount" INTEGER NOT NULL,
                    "marginTop" DOUBLE, "marginLeft" DOUBLE, "marginBottom" DOUBLE, "marginRight" DOUBLE,
                    "barTop" DOUBLE, "barBottom" DOUBLE, "container" TEXT, "containerWidth" DOUBLE, "containerRule" TEXT,
                    "solutionId" INTEGER);
                INSERT INTO cases_v9 SELECT id, runId, layoutId, deviceId, window, orientation, direction, width, height,
                    safeTop, safeLeft, safeBottom, safeRight, widthClass, heightClass, variations, status,
                    solveMicroseconds, incremental, viewCount, errorCount, warningCount,
                    marginTop, marginLeft, marginBottom, marginRight, barTop, barBottom, container, containerWidth, containerRule,
                    solutionId FROM cases;
                DROP TABLE cases;
                ALTER TABLE cases_v9 RENAME TO cases;
                CREATE INDEX cases_on_layoutId ON cases (layoutId);
                CREATE INDEX cases_by_key ON cases (runId, layoutId, deviceId, orientation, direction);
                """)
            try db.execute(sql: caseViews)
        }
        // A device's display corner radius (`Device.cornerRadius`), which the report draws and
        // the unsafe-area rule judges by; NULL for runs stored before, and where unknown.
        migrator.registerMigration("v10-device-corners") { db in
            try db.alter(table: "devices") { t in t.add(column: "cornerRadius", .double) }
        }
        return migrator
    }
}
