/** The hint of every 'Nueva clave' field: the rules the API checks (length, then how guessable it is). */
export const NEW_PASSWORD_HINT = 'Al menos 10 caracteres y difícil de adivinar: ni una clave común ni tu nombre o correo. Una frase de varias palabras sirve.';
