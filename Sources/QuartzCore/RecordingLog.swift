import Foundation

/// Errors and warnings raised by UIKit-shaped code that cannot throw where UIKit's signatures do
/// not (an unknown key path at `add(_:forKey:)`): the recorder installs a log, collects them, and
/// throws or reports them. Outside a recording each one is printed to standard error, so none is
/// ever silent. Confined to the recording's thread (`@unchecked Sendable` only to be a task-local).
package final class RecordingLog: @unchecked Sendable {
    @TaskLocal package static var current: RecordingLog?

    package private(set) var errors: [String] = []
    package private(set) var warnings: [String] = []
    /// Layers that were given animations, checked against the window when the action returns.
    package private(set) var animatedLayers: [(layer: CALayer, keyPath: String)] = []

    package init() {}

    /// Records an error (what the recorder will throw).
    package static func error(_ message: String) {
        if let log = current { if !log.errors.contains(message) { log.errors.append(message) } }
        else { FileHandle.standardError.write(Data("error: \(message)\n".utf8)) }
    }

    /// Records a warning (what the recorder returns and prints).
    package static func warning(_ message: String) {
        if let log = current { if !log.warnings.contains(message) { log.warnings.append(message) } }
        else { FileHandle.standardError.write(Data("warning: \(message)\n".utf8)) }
    }

    package static func animated(_ layer: CALayer, keyPath: String) {
        current?.animatedLayers.append((layer, keyPath))
    }

    package func warnOnce(_ message: String) {
        if !warnings.contains(message) { warnings.append(message) }
    }
}
