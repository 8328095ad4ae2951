// An async boundary, so shared singletons are negotiated before React is first imported.
import('./bootstrap');
