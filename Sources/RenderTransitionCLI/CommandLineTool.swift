import Raster
import Transitions
/// The command line as a library.
public enum CommandLineTool {}
