// Turns libFuzzer's byte string into structured values. Every read succeeds: past the end it
// yields zeros, so any input (including the empty one) maps to some well-formed request and
// the fuzzer's mutations stay meaningful instead of being rejected by a length check.

/// A cursor over the fuzzer's input bytes that hands out integers, choices and doubles.
public struct FuzzInput {
    /// The input bytes (copied: libFuzzer's buffer is only valid during the call).
    public let bytes: [UInt8]
    /// The next byte to read.
    public private(set) var offset = 0

    /// Wraps the bytes libFuzzer passes to `LLVMFuzzerTestOneInput`.
    public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        bytes = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
    }

    /// Wraps bytes given in code (regression tests, replays).
    public init(bytes: [UInt8]) { self.bytes = bytes }

    /// True once every byte has been read.
    public var isExhausted: Bool { offset >= bytes.count }

    /// The next byte, or 0 past the end.
    public mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// The next two bytes as a little-endian UInt16.
    public mutating func uint16() -> UInt16 { UInt16(byte()) | UInt16(byte()) << 8 }

    /// The next eight bytes as a little-endian UInt64.
    public mutating func uint64() -> UInt64 {
        var v: UInt64 = 0
        for i in 0..<8 { v |= UInt64(byte()) << (8 * i) }
        return v
    }

    /// An integer in `range`, from one or two bytes depending on the range's size.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        let raw = span <= 256 ? UInt64(byte()) : UInt64(uint16())
        return range.lowerBound + Int(raw % span)
    }

    /// One of `choices`, picked by the next byte.
    public mutating func pick<T>(_ choices: [T]) -> T { choices[Int(byte()) % choices.count] }

    /// A coordinate, biased toward the values that break geometry code: special values
    /// (NaN, ±infinity, the rasterizer's 1e300 ceiling and just beyond it, subnormals, -0),
    /// values on and near pixel edges, ordinary screen-sized values, and raw bit patterns.
    public mutating func coordinate(scale: Double = 64) -> Double {
        switch byte() % 8 {
        case 0: return pick(Self.specialValues)
        case 1: return Double(Int8(bitPattern: byte())) // integers: pixel edges
        case 2: return Double(Int8(bitPattern: byte())) + Double(byte()) / 256 // near edges
        case 3: return Double(bitPattern: uint64()) // anything at all
        case 4: return (Double(Int16(bitPattern: uint16())) / 32768) * 1e6 // far off screen
        default: return (Double(uint16()) / 65535 - 0.25) * scale * 1.5 // on screen, mostly
        }
    }

    /// Values that have broken rasterizers before.
    public static let specialValues: [Double] = [
        0, -0.0, 1, -1, 0.5, 1e-300, -1e-300, Double.leastNonzeroMagnitude, 1e-9,
        1e15, -1e15, 1e150, 1e299, 1e300, -1e300, 1.0000001e300, Double.greatestFiniteMagnitude,
        -Double.greatestFiniteMagnitude, .infinity, -.infinity, .nan, 4_294_967_296, 2_147_483_647.5,
        1.0 - 1e-16, 0.9999999, 255.99999, 256, 65536.5,
    ]
}
