import Raster

/// Refuses an output that resolves to an input (same device and inode, so symlinks, hard links
/// and other spellings of the path are caught): writing it would destroy the input. Checked
/// before anything is written, as a usage error (exit 2).
enum InputOverwriteCheck {
    /// Throws when one of `outputs` (paths that may not exist yet) is the same file as one of
    /// `inputs`; `option` names the output on the command line (`--out DIR`, `--diff FILE`).
    static func refuse(outputs: [String], landingOn inputs: [String], option: String) throws(CLIError) {
        var inputByIdentity: [FileIdentity: String] = [:]
        for input in inputs {
            if let identity = FileIdentity(path: input) { inputByIdentity[identity] = inputByIdentity[identity] ?? input }
        }
        guard !inputByIdentity.isEmpty else { return }
        for output in outputs {
            guard let identity = FileIdentity(path: output), let input = inputByIdentity[identity] else { continue }
            let spelling = output == input ? "" : " (written as \(output))"
            throw .usage("\(option) would overwrite the input \(input)\(spelling); choose another path, inputs are never written")
        }
    }
}
