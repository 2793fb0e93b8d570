/// UIScreen.main for ported code: the pixel scale of the run being rendered.
public enum MainScreen {
    /// Pixels per point (UIScreen.main.scale); set by the frame pipeline for each run.
    @TaskLocal public static var scale: Double = 1
}
