#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
// Implementation-only, as every C import (why: Package.swift, beside the C targets).
@_implementationOnly import FileBridge
import Synchronization

/// A command run as a child in a process group of its own that ends with this process: an
/// interrupt (SIGINT or SIGTERM) is passed to the whole group as SIGINT — the signal build
/// tools stop cleanly on — and the group is killed if it is still running `grace` seconds
/// later; if this process dies, even by SIGKILL, the child gets SIGINT (PR_SET_PDEATHSIG).
/// No compiler outlives the command that started it.
public enum ChildProcess {
    /// How an interrupted group has to stop before it is killed.
    public static let grace = 3.0

    public struct Outcome: Sendable {
        /// The exit status, or 128 + the signal that ended the child.
        public let status: Int32
        /// Its standard output, when captured.
        public let output: [UInt8]
        /// The interrupt passed on to it, if one came.
        public let interrupt: Int32?
    }

    /// Runs `arguments` (the program is looked up on PATH by /usr/bin/env); standard error
    /// passes through, standard output too unless `capture`.
    public static func run(_ arguments: [String], capture: Bool) throws -> Outcome {
        var pipeEnds: [Int32] = [-1, -1]
        if capture { guard pipe(&pipeEnds) == 0 else { throw FileError.io(path: arguments.first ?? "", message: "cannot make a pipe: \(errnoText())") } }
        let argv = (["/usr/bin/env"] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let child = Child()
        let watch = InterruptWatch { sig in
            guard child.interrupt.compareExchange(expected: 0, desired: sig, ordering: .relaxed).exchanged else { return }
            child.stop()                              // before it started: checked right after
        }
        defer { watch.stop() }
        let pid = rf_spawn("/usr/bin/env", argv, capture ? pipeEnds[1] : -1, SIGINT)
        if capture { close(pipeEnds[1]) }
        guard pid > 0 else {
            if capture { close(pipeEnds[0]) }
            throw FileError.io(path: arguments.first ?? "", message: "cannot start: \(errnoText())")
        }
        child.group.store(pid, ordering: .relaxed)
        if child.interrupt.load(ordering: .relaxed) != 0 { child.stop() }       // came as it started
        var output: [UInt8] = []
        if capture {
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let n = buffer.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { break }
                output += buffer[0..<n]
            }
            close(pipeEnds[0])
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        child.finish()
        let code = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let sig = child.interrupt.load(ordering: .relaxed)
        return Outcome(status: code, output: output, interrupt: sig == 0 ? nil : sig)
    }

    /// The running child's process group, and the interrupt passed on to it.
    private final class Child: Sendable {
        let group = Atomic<Int32>(0)
        let interrupt = Atomic<Int32>(0)
        private let lock = Mutex<Bool>(false)          // whether the child has ended

        /// Asks the group to stop, then kills it after `grace` unless it has ended.
        func stop() {
            let pid = group.load(ordering: .relaxed)
            guard pid > 0 else { return }
            lock.withLock { ended in if !ended { kill(-pid, SIGINT) } }
            SignalRoute.queue.asyncAfter(deadline: .now() + ChildProcess.grace) { [self] in
                lock.withLock { ended in if !ended { kill(-pid, SIGKILL) } }
            }
        }

        /// The child has ended: what is left of its group is killed (once; never a reused pid).
        func finish() {
            let pid = group.load(ordering: .relaxed)
            lock.withLock { ended in
                if !ended, pid > 0 { kill(-pid, SIGKILL) }
                ended = true
            }
        }
    }
}
