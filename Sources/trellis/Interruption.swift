import Foundation
import Synchronization

/// Set by the SIGINT handler; a C signal handler can reach only globals.
private let interruptRequested = Atomic<Bool>(false)

/// Ctrl-C during a run. The first one asks the run to stop: solving ends after the groups under
/// way, what was solved is stored, and the run stays marked incomplete. A second one ends the
/// process at once (the run is incomplete either way; earlier runs are never touched).
struct Interruption: Sendable {
    init() {
        // A parent may have started us with SIGINT blocked (the mask survives exec): unblock it,
        // before the solving threads start and inherit the mask.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        signal(SIGINT) { _ in
            interruptRequested.store(true, ordering: .relaxed)
            signal(SIGINT, SIG_DFL)
        }
    }

    var wasRequested: Bool { interruptRequested.load(ordering: .relaxed) }

    /// The shell's status for a process ended by SIGINT.
    static let exitStatus: Int32 = 130
}
