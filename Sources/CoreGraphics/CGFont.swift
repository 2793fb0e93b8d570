// CGFont from font data and CoreText's CTFontManagerRegisterGraphicsFont, as apps register the
// fonts they ship: the text engine draws fonts installed on the system (found by name through
// UIFont(name:size:)), so a font read from bytes cannot be registered. CGFont(_:) says so
// naming what to do and gives nil, as Core Graphics does for data it cannot read;
// CTFontManagerRegisterGraphicsFont gives false with an error. Not here: drawing with CGFont.

/// Core Foundation's error: NSError here (toll-free bridged on Apple platforms).
public typealias CFError = NSError

/// A font read from data (never made here: see the file's comment).
public final class CGFont: @unchecked Sendable {
    /// Nil, with a message: fonts read from data cannot be drawn here.
    public init?(_ provider: CGDataProvider) {
        CGDiagnostics.error("CGFont(_:) from font data: fonts cannot be registered from bytes here; install the font file under "
            + "/usr/share/fonts or /usr/local/share/fonts and UIFont(name:size:) finds it by its name")
        return nil
    }
}

/// Registers `font` for the process: false here, with `error` set (no CGFont is ever made).
@discardableResult
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    let e = NSError(domain: "com.apple.CoreText.CTFontManagerErrorDomain", code: 105,
                    userInfo: [NSLocalizedDescriptionKey: "fonts cannot be registered from data here; install the font file instead"])
    error?.pointee = Unmanaged.passRetained(e)
    return false
}
