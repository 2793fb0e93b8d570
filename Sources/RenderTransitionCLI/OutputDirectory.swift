import Foundation

/// Makes sure the output directory exists and takes files, before anything is rendered.
enum OutputDirectory {
    /// Creates `path` (with parents) and writes and removes a probe file in it.
    static func prepare(_ path: String) throws(CLIError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw .runtime("cannot use output directory \(path): a file with that name exists; choose another --out")
            }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw .runtime("cannot create output directory \(path): \(reason(of: error)); choose another --out")
            }
        }
        let probe = FrameOutput.join(path, ".render-transition-probe-\(getpid())")
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .runtime("cannot write into output directory \(path): \(String(cString: strerror(errno))); check its permissions or choose another --out")
        }
        close(descriptor)
        unlink(probe)
    }

    /// The OS's reason, without Foundation's wrapping.
    private static func reason(of error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return ns.localizedDescription
    }
}
