// A compact recursive-descent JSON reader (RFC 8259) that records where every value starts.
//
// Foundation's JSONSerialization reports a syntax error without a reliable line and column,
// silently keeps the last of duplicate keys and loses the position of each value, so scene
// files could not point at the field at fault. This reader walks the UTF-8 bytes once,
// tracking line and column (columns count Unicode scalars, as editors do), and returns a tree
// of `JSONValue`s carrying their positions. It refuses duplicate keys, nesting deeper than
// `maximumDepth` (no stack exhaustion on "[[[[..."), and anything JSON does not allow
// (comments, trailing commas, NaN, leading zeros, unescaped control characters).

/// Parses JSON text into positioned values; errors give the line, column and what was expected.
public struct JSONReader {
    /// A syntax error: where it is and what was wrong.
    public struct SyntaxError: Error, Equatable, Sendable {
        /// 1-based line.
        public var line: Int
        /// 1-based column in Unicode scalars.
        public var column: Int
        /// What was found and what was expected.
        public var message: String
    }

    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 512

    /// The most values (objects, arrays, strings, numbers, literals) one document may hold: a
    /// bound on the tree's memory, which is about 20 times the text for `[0,0,0,...]` (each
    /// value is 32 bytes plus its array's spare capacity). 2^20 values are about 100 per view of
    /// a scene at its 10 000-view ceiling, and ten per sample of a gesture trace at its 100 000.
    public static let maximumValueCount = 1 << 20

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1
    private var valueCount = 0

    /// Parses a whole document: one value, surrounded only by whitespace.
    public static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        var reader = JSONReader(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
        reader.skipWhitespace()
        let value = try reader.parseValue(depth: 0)
        reader.skipWhitespace()
        if reader.index < bytes.count { throw reader.error("unexpected \(reader.describeCurrent()) after the end of the document") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func error(_ message: String) -> SyntaxError { SyntaxError(line: line, column: column, message: message) }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let b = bytes[index]
        if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        if b == 0x20 { return "a space" }
        return b < 0x20 ? "control character 0x\(String(b, radix: 16))" : "a non-ASCII character"
    }

    /// Moves past one byte, keeping line and column (UTF-8 continuation bytes do not count).
    private mutating func advance() {
        let b = bytes[index]
        index += 1
        if b == 0x0A { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
    }

    private mutating func skipWhitespace() {
        // A switch, not `[...].contains`: debug builds would allocate that array per byte.
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: advance()
            default: return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws(SyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of file: expected a value") }
        valueCount += 1
        guard valueCount <= Self.maximumValueCount else {
            throw error("more than \(Self.maximumValueCount) values (objects, arrays, strings, numbers); a document holds at most that many")
        }
        let (l, c) = (line, column)
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONValue(try parseObject(depth: depth + 1), line: l, column: c)
        case UInt8(ascii: "["): return JSONValue(try parseArray(depth: depth + 1), line: l, column: c)
        case UInt8(ascii: "\""): return JSONValue(.string(try parseString()), line: l, column: c)
        case UInt8(ascii: "t"): try literal("true"); return JSONValue(.bool(true), line: l, column: c)
        case UInt8(ascii: "f"): try literal("false"); return JSONValue(.bool(false), line: l, column: c)
        case UInt8(ascii: "n"): try literal("null"); return JSONValue(.null, line: l, column: c)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONValue(.number(try parseNumber()), line: l, column: c)
        default: throw error("unexpected \(describeCurrent()): expected a value (object, array, string, number, true, false or null)")
        }
    }

    private mutating func literal(_ word: String) throws(SyntaxError) {
        for b in word.utf8 {
            guard index < bytes.count, bytes[index] == b else { throw error("unexpected \(describeCurrent()): expected '\(word)'") }
            advance()
        }
    }

    private mutating func expect(_ b: UInt8, _ what: String) throws(SyntaxError) {
        guard index < bytes.count, bytes[index] == b else { throw error("unexpected \(describeCurrent()): expected \(what)") }
        advance()
    }

    private mutating func parseObject(depth: Int) throws(SyntaxError) -> JSONValue.Kind {
        guard depth <= Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
        advance()
        var members: [(key: String, value: JSONValue)] = []
        var seen: [String: (Int, Int)] = [:]
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { advance(); return .object(members) }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("unexpected \(describeCurrent()): expected a key in double quotes")
            }
            let (kl, kc) = (line, column)
            let key = try parseString()
            if let first = seen[key] {
                throw SyntaxError(line: kl, column: kc, message: "duplicate key \"\(key)\" (first at line \(first.0), column \(first.1)); keep one")
            }
            seen[key] = (kl, kc)
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "':' after the key \"\(key)\"")
            skipWhitespace()
            members.append((key, try parseValue(depth: depth)))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file: expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: "}") { advance(); return .object(members) }
            try expect(UInt8(ascii: ","), "',' or '}'")
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { throw error("trailing comma before '}': remove it") }
        }
    }

    private mutating func parseArray(depth: Int) throws(SyntaxError) -> JSONValue.Kind {
        guard depth <= Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
        advance()
        var items: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { advance(); return .array(items) }
        while true {
            skipWhitespace()
            items.append(try parseValue(depth: depth))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file: expected ',' or ']'") }
            if bytes[index] == UInt8(ascii: "]") { advance(); return .array(items) }
            try expect(UInt8(ascii: ","), "',' or ']'")
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { throw error("trailing comma before ']': remove it") }
        }
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        advance()
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() {
            if !run.isEmpty { scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars); run.removeAll() }
        }
        while true {
            guard index < bytes.count else { throw error("unexpected end of file inside a string: add the closing '\"'") }
            let b = bytes[index]
            if b == UInt8(ascii: "\"") { advance(); flush(); return String(scalars) }
            if b < 0x20 { throw error("\(describeCurrent()) inside a string: write it as an escape such as \\n") }
            if b != UInt8(ascii: "\\") {
                run.append(b)
                advance()
                continue
            }
            flush()
            advance()
            guard index < bytes.count else { throw error("unexpected end of file after '\\'") }
            let e = bytes[index]
            advance()
            switch e {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800...0xDBFF).contains(code) {
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                        throw error("a lone UTF-16 high surrogate \\u\(String(code, radix: 16)): follow it with its low surrogate")
                    }
                    advance(); advance()
                    let low = try hex4()
                    guard (0xDC00...0xDFFF).contains(low) else { throw error("\\u\(String(low, radix: 16)) is not a low surrogate") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(code) {
                    throw error("a lone UTF-16 low surrogate \\u\(String(code, radix: 16))")
                }
                scalars.append(Unicode.Scalar(code)!)
            default:
                throw error("invalid escape '\\\(Character(Unicode.Scalar(e)))': use \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX")
            }
        }
    }

    private mutating func hex4() throws(SyntaxError) -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let d = UInt8(exactly: bytes[index]).flatMap({ UInt32(String(Unicode.Scalar($0)), radix: 16) }) else {
                throw error("expected 4 hex digits after \\u")
            }
            v = v * 16 + d
            advance()
        }
        return v
    }

    private mutating func parseNumber() throws(SyntaxError) -> Double {
        let start = index
        let (l, c) = (line, column)
        func digits() -> Int {
            var n = 0
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { advance(); n += 1 }
            return n
        }
        if bytes[index] == UInt8(ascii: "-") { advance() }
        guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else {
            throw error("unexpected \(describeCurrent()): expected a digit")
        }
        if bytes[index] == UInt8(ascii: "0") {
            advance()
            if index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                throw error("numbers cannot have leading zeros")
            }
        } else {
            _ = digits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            advance()
            guard digits() > 0 else { throw error("unexpected \(describeCurrent()): expected a digit after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            advance()
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { advance() }
            guard digits() > 0 else { throw error("unexpected \(describeCurrent()): expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let v = Double(text), v.isFinite else {
            throw SyntaxError(line: l, column: c, message: "number \(text) is out of range (not a finite double)")
        }
        return v
    }
}
