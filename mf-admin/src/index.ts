// The bootstrap split lets Module Federation negotiate the shared singletons before React loads.
import('./bootstrap');
