/// Something port changes nothing for but the user must know, printed on standard error as
/// `FILE:LINE: warning: …` and counted in the last line; the exit status stays 0.
struct PortWarning: Equatable, Sendable, CustomStringConvertible {
    let path: String
    let line: Int
    let message: String

    var description: String { "\(path):\(line): warning: \(message)" }
}
