import CPNGSupport

/// The message buffer every CPNGSupport call fills in when it fails.
struct LibPNGMessage {
    var bytes = [CChar](repeating: 0, count: Int(RT_PNG_MESSAGE_CAPACITY))

    var text: String {
        let utf8 = bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return utf8.isEmpty ? "unknown error" : String(decoding: utf8, as: UTF8.self)
    }
}
