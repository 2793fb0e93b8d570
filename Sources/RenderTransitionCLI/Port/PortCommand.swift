import Foundation

/// `port SRC.swift… --out DIR`: reads every source, ports them together (an extension's
/// overrides may move into a class in another file), and only when all of them ported writes
/// DIR/NAME.swift for each, printing every edit and the count. On any error nothing is written.
struct PortCommand {
    let paths: [String]
    let directory: String

    init(_ p: ParsedArguments) throws(CLIError) {
        guard let out = p.value("--out"), !out.isEmpty else { throw .usage("port needs --out DIR (where the ported files go)") }
        guard !p.positionals.isEmpty else { throw .usage("port needs the Swift sources to port: port SRC.swift… --out DIR") }
        paths = p.positionals
        directory = out
    }

    func run(console: Console) throws(CLIError) {
        let inputs = try paths.map { path throws(CLIError) in PortInput(path: path, bytes: try Self.read(path)) }
        let outputs = try outputPaths()
        let ported: [PortedFile]
        do {
            ported = try Porter.port(inputs)
        } catch {
            // One line each: all but the last here, the last as the command's error.
            let all = error.all
            for earlier in all.dropLast() { console.printError("error: \(earlier.description)") }
            throw .runtime(all.last!.description)
        }
        try OutputDirectory.prepare(directory)
        try StagedFiles.write(zip(outputs, ported).filter { $1.leftOutFor == nil }.map { ($0, $1.bytes) })
        let edits = ported.flatMap(\.edits)
        for edit in edits { console.print(edit.description) }
        let leftOut = ported.filter { $0.leftOutFor != nil }
        for file in leftOut {
            console.print("\(file.path): left out — it imports \(file.leftOutFor!), which does not exist here, so nothing in it can compile; declarations other files use from it will be reported missing")
        }
        let warnings = ported.flatMap(\.warnings)
        for warning in warnings { console.printError(warning.description) }
        let changed = zip(inputs, ported).filter { $1.leftOutFor == nil && $0.bytes != $1.bytes }.count
        let warned = warnings.isEmpty ? "" : "; \(warnings.count) \(warnings.count == 1 ? "warning" : "warnings")"
        let left = leftOut.isEmpty ? "" : "; \(leftOut.count) left out"
        let written = ported.count - leftOut.count
        console.print("\(edits.count) \(edits.count == 1 ? "edit" : "edits") in \(changed) of \(written) \(written == 1 ? "file" : "files")\(left); written to \(directory)\(warned)")
    }

    /// DIR/NAME for each source; refuses two sources of one name, and an output that is one of
    /// the sources (an --out that holds them) or a directory.
    func outputPaths() throws(CLIError) -> [String] {
        var byName: [String: String] = [:]
        var outputs: [String] = []
        for path in paths {
            let name = (path as NSString).lastPathComponent
            if let other = byName[name] {
                throw .usage(other == path ? "\(path) is given twice; give each source once"
                                           : "\(other) and \(path) would both be written as \(FrameOutput.join(directory, name)); port them into separate --out directories")
            }
            byName[name] = path
            outputs.append(FrameOutput.join(directory, name))
        }
        let sources = paths.compactMap(Self.identity)
        for output in outputs {
            guard let target = Self.identity(output) else { continue }
            if sources.contains(where: { $0 == target }) {
                throw .usage("--out \(directory) would overwrite the source \(output); choose a directory that holds none of the sources")
            }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory), isDirectory.boolValue {
                throw .runtime("cannot write \(output): a directory has that name; choose another --out")
            }
        }
        return outputs
    }

    /// The file's device and inode (links and symbolic links followed), or nil when it does not exist.
    static func identity(_ path: String) -> [UInt64]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [UInt64(info.st_dev), UInt64(info.st_ino)]
    }

    /// The largest source port reads: far beyond any hand-written Swift file, so a wrong
    /// argument (a disk image, a log) is refused rather than read into memory.
    static let maximumSize = 64 << 20

    /// The whole file (a regular one), or a run-time error naming it and the reason.
    static func read(_ path: String) throws(CLIError) -> [UInt8] {
        // O_NONBLOCK: opening a FIFO with no writer would otherwise wait forever; it is refused
        // below as not a regular file (for a regular file the flag changes nothing).
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw .runtime(PortError.unreadable(path: path, reason: String(cString: strerror(errno))).description) }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
            let kind = info.st_mode & S_IFMT
            let reason = kind == S_IFDIR ? "it is a directory; give the .swift files in it"
                : kind == S_IFIFO ? "it is a pipe (FIFO), not a regular file; save the source to a file and give that"
                : "it is not a regular file"
            throw .runtime(PortError.unreadable(path: path, reason: reason).description)
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .runtime(PortError.unreadable(path: path, reason: String(cString: strerror(errno))).description)
            }
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
            if bytes.count > maximumSize {
                throw .runtime(PortError.unreadable(path: path, reason: "it is larger than \(maximumSize >> 20) MiB, more than any Swift source").description)
            }
        }
    }
}
