import Foundation
import Testing

/// The pixel kernels are chosen at run time (AVX2 where the CPU has it, portable Swift
/// elsewhere); a frame must not depend on which ran. RT_NO_AVX2 makes a process take the
/// portable path, so the same render with and without it must write the same bytes.
@Suite("CLI: the same bytes whichever pixel kernels run")
struct CLIKernelDispatchProcessTests {
    @Test("Renders with and without RT_NO_AVX2 are byte-identical", arguments: [
        ["--demo", "ping", "--scale", "2", "--fps", "30"],
        ["--demo", "showcase", "--transition", "cross-dissolve", "--scale", "1", "--fps", "20"],
        ["--demo", "showcase", "--transition", "hero-zoom-slide-left", "--scale", "1", "--fps", "20"],
    ])
    func dispatchDoesNotChangeBytes(arguments: [String]) throws {
        let dir = try CLIProcess.temporaryDirectory("kernels")
        defer { try? FileManager.default.removeItem(at: dir) }
        let fast = try CLIProcess.run(arguments + ["--quiet", "--out", "fast"], in: dir)
        let portable = try CLIProcess.run(arguments + ["--quiet", "--out", "portable"], in: dir, environment: ["RT_NO_AVX2": "1"])
        #expect(fast.status == 0 && portable.status == 0, "\(fast.stderr) \(portable.stderr)")
        let files = CLIProcess.files(in: dir.appendingPathComponent("fast"))
        #expect(files.count > 5 && files == CLIProcess.files(in: dir.appendingPathComponent("portable")))
        for name in files {
            let a = try CLIProcess.bytes(dir.appendingPathComponent("fast/\(name)"))
            let b = try CLIProcess.bytes(dir.appendingPathComponent("portable/\(name)"))
            #expect(a == b, "\(arguments.joined(separator: " ")): \(name) differs between the AVX2 and portable kernels")
        }
    }
}
