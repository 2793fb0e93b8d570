/// How hard the PNG writer works to make files small; every choice decodes to the same pixels.
public enum PNGCompression: String, CaseIterable, Sendable {
    /// Own row filtering plus zlib level 1 run-length (deterministic; see png_support.c for the measurements).
    case fast
    /// libpng + zlib level 6 with the None/Sub/Up filters: the simple reference path.
    case `default`
    /// libpng + zlib level 9 with all five filters: the smallest files, the slowest.
    case small
}
