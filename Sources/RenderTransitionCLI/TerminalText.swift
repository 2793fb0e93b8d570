import Raster

/// Makes text safe to print as one line: control characters (a newline or a terminal escape in a
/// file name) become visible escapes, so a message can neither break into lines nor repaint the
/// terminal.
enum TerminalText {
    /// `text` with C0 controls, DEL and C1 controls written as `\n`, `\t`, `\r` or `\xHH`
    /// (`\u{HHHH}` for C1), and backslashes left as they are.
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0) || PathBytes.rawByte($0) != nil }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if let byte = PathBytes.rawByte(scalar) {
                // A byte of a path that is not UTF-8 (see PathBytes), shown as the byte it is.
                out += "\\x" + String(byte, radix: 16)
                continue
            }
            guard needsEscape(scalar) else { out.unicodeScalars.append(scalar); continue }
            switch scalar {
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                let hex = String(scalar.value, radix: 16)
                out += scalar.value < 0x80 ? "\\x" + (hex.count < 2 ? "0" + hex : hex) : "\\u{\(hex)}"
            }
        }
        return out
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7f...0x9f).contains(scalar.value)
    }
}
