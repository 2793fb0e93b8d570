// UIUserInterfaceLayoutDirection: the enum (what sets it: Appearance/UIView+LayoutDirection.swift); complete as a type.

/// Which way the interface reads.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0, rightToLeft
}
