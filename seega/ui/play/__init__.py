"""What the game scenes share: the board scene every game builds on, its input and panel, the
narration of what happens, how games start, end and are kept. Scenes import these; these
import no scene."""
