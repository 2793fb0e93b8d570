// libFuzzer target: colours and numbers as the scene reader sees them. The input is split at
// its first zero byte into a colour text and a number text. The colour goes through
// `Color(hex:)` and, JSON-escaped, into a scene as the from-screen's `backgroundColor`; the
// number (only the characters a JSON number has: digits, sign, '.', 'e') goes into a view's
// `frame` x and its `alpha`; the scene is read with `SceneFile.decode`, as a render reads it.
// Both are checked against an oracle written here:
//  - `Color(hex:)` accepts exactly an optional '#' and 3, 6 or 8 ASCII hex digits, with those
//    components; the scene takes exactly '#' and 6 or 8 of them (fullwidth 'Ｆ' and the like are
//    refused, never a trap);
//  - the scene takes a number exactly when it is RFC 8259 JSON, finite, and (for the frame)
//    within ±100 000 points and (for alpha) within 0...1; the description then holds that x and
//    that alpha, and the colour Color(hex:) reads;
//  - a refused scene's error names the scene file.
import Foundation
import FuzzSupport
import Raster
import Transitions

/// A private directory for this process's scene file, made once.
let valuesDirectory: String = {
    let path = NSTemporaryDirectory() + "rt-fuzz-values-\(getpid())"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}()

/// The value of each ASCII hex digit of `text` after an optional '#', nil when any is not one.
func asciiHexDigits(_ text: String, hashRequired: Bool) -> [UInt8]? {
    var bytes = Array(text.utf8)
    if bytes.first == UInt8(ascii: "#") { bytes.removeFirst() } else if hashRequired { return nil }
    var digits: [UInt8] = []
    for b in bytes {
        switch b {
        case 0x30...0x39: digits.append(b - 0x30)
        case 0x41...0x46: digits.append(b - 0x41 + 10)
        case 0x61...0x66: digits.append(b - 0x61 + 10)
        default: return nil
        }
    }
    return digits
}

/// True when `text` is a JSON number (RFC 8259): -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
func isJSONNumber(_ text: [UInt8]) -> Bool {
    var i = 0
    func digits() -> Int {
        let start = i
        while i < text.count, text[i] >= 0x30, text[i] <= 0x39 { i += 1 }
        return i - start
    }
    if i < text.count, text[i] == UInt8(ascii: "-") { i += 1 }
    guard i < text.count else { return false }
    if text[i] == UInt8(ascii: "0") { i += 1 } else if digits() == 0 { return false }
    if i < text.count, text[i] == UInt8(ascii: ".") {
        i += 1
        if digits() == 0 { return false }
    }
    if i < text.count, text[i] == UInt8(ascii: "e") || text[i] == UInt8(ascii: "E") {
        i += 1
        if i < text.count, text[i] == UInt8(ascii: "+") || text[i] == UInt8(ascii: "-") { i += 1 }
        if digits() == 0 { return false }
    }
    return i == text.count
}

/// `text` as a JSON string literal.
func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

/// libFuzzer's entry point: one input per call; returns 0 (the input is always kept).
@_cdecl("LLVMFuzzerTestOneInput")
public func sceneValuesFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput(data, size).bytes
    let split = bytes.firstIndex(of: 0) ?? bytes.count
    let colour = String(decoding: bytes[..<split], as: UTF8.self)
    let allowed = Set("0123456789+-.eE".utf8)
    let number = bytes[min(split + 1, bytes.count)...].filter { allowed.contains($0) }
    let numberText = String(decoding: number, as: UTF8.self)

    // Color(hex:) against the oracle.
    let digits = asciiHexDigits(colour, hashRequired: false)
    let parsed = Color(hex: colour)
    if let d = digits, [3, 6, 8].contains(d.count) {
        var bytes: [UInt8] = []
        if d.count == 3 {
            bytes = d.map { (digit: UInt8) -> UInt8 in digit * 17 }
        } else {
            for i in stride(from: 0, to: d.count, by: 2) { bytes.append(d[i] * 16 + d[i + 1]) }
        }
        let expected = Color(r: bytes[0], g: bytes[1], b: bytes[2], a: bytes.count == 4 ? bytes[3] : 255)
        fuzzCheck(parsed == expected, "Color(hex: \(colour.debugDescription)) = \(String(describing: parsed)), expected \(expected)")
    } else {
        fuzzCheck(parsed == nil, "Color(hex: \(colour.debugDescription)) accepted \(String(describing: parsed))")
    }

    // The same texts through a scene file.
    let sceneColourOK = asciiHexDigits(colour, hashRequired: true).map { [6, 8].contains($0.count) } ?? false
    let value = isJSONNumber(number) ? Double(numberText) : nil
    let frameOK = value.map { $0.isFinite && abs($0) <= 100_000 } ?? false
    let alphaOK = value.map { $0 >= 0 && $0 <= 1 } ?? false
    let text = """
        {"version": 1, "size": {"width": 40, "height": 60}, "scale": 1, "transition": "cross-dissolve", "duration": 0.1,
         "from": {"backgroundColor": \(jsonString(colour)), "children": [{"frame": [\(numberText.isEmpty ? "0" : numberText), 1, 10, 10]},
                                                                         {"frame": [0, 0, 5, 5], "alpha": \(numberText.isEmpty ? "1" : numberText)}]},
         "to": {"backgroundColor": "#000000"}}
        """
    let path = valuesDirectory + "/scene.json"
    guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
        fatalError("cannot write \(path): the fuzz harness needs a writable temporary directory")
    }
    let numberAccepted = numberText.isEmpty || (frameOK && alphaOK)
    do {
        let scene = try SceneFile.decode(contentsOf: path)
        fuzzCheck(sceneColourOK, "the scene took the colour \(colour.debugDescription)")
        fuzzCheck(numberAccepted, "the scene took the number \(numberText.debugDescription)")
        let expected = Color(hex: colour)
        fuzzCheck(scene.from.backgroundColor == expected, "background \(String(describing: scene.from.backgroundColor)), expected \(String(describing: expected))")
        let children = scene.from.children
        fuzzCheck(children.count == 2, "\(children.count) children, expected 2")
        if let x = value, !numberText.isEmpty, children.count == 2 {
            // The description keeps the file's numbers as they were read.
            fuzzCheck(children[0].frame.minX == x, "frame x \(children[0].frame.minX), expected \(x)")
            fuzzCheck(children[1].alpha == x, "alpha \(String(describing: children[1].alpha)), expected \(x)")
        }
    } catch {
        fuzzCheck(error.path == path, "error names \(error.path), not the scene file")
        fuzzCheck(!error.message.isEmpty, "empty error message")
        fuzzCheck(!(sceneColourOK && numberAccepted), "refused \(colour.debugDescription) and \(numberText.debugDescription): \(error)")
    }
    return 0
}
