// UIUserInterfaceLayoutDirection: the enum (layout here is always left to right); complete as a type.

/// Which way the interface reads; the module lays out left to right only.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0, rightToLeft
}
