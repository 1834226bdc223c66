/* Morse.  Input: any text, at most 10^6 bytes.  A word is a maximal run of ASCII letters and
   digits; every other byte separates words, and the text is split into lines at each newline
   (a last line without one still counts when it is not empty).  Output per line: its words in
   Morse code, the codes of a word's characters (letters in either case alike) separated by a
   space, the words by " / " (an empty line when it has none); then "dots D dashes H". */
#include <stdio.h>

static const char *const LETTERS[26] = {
    ".-", "-...", "-.-.", "-..", ".", "..-.", "--.", "....", "..", ".---", "-.-", ".-..", "--",
    "-.", "---", ".--.", "--.-", ".-.", "...", "-", "..-", "...-", ".--", "-..-", "-.--", "--.."};
static const char *const DIGITS[10] = {
    "-----", ".----", "..---", "...--", "....-", ".....", "-....", "--...", "---..", "----."};

static long dots, dashes;

static const char *code(int c) {
    if (c >= 'a' && c <= 'z') return LETTERS[c - 'a'];
    if (c >= 'A' && c <= 'Z') return LETTERS[c - 'A'];
    if (c >= '0' && c <= '9') return DIGITS[c - '0'];
    return NULL;
}

int main(void) {
    int c, in_word = 0, words_on_line = 0, line_open = 0;
    while ((c = getchar()) != EOF) {
        if (c == '\n') {
            putchar('\n');
            in_word = words_on_line = line_open = 0;
            continue;
        }
        line_open = 1;
        const char *m = code(c);
        if (!m) {
            in_word = 0;
            continue;
        }
        if (in_word) putchar(' ');
        else if (words_on_line) fputs(" / ", stdout);
        if (!in_word) words_on_line++;
        in_word = 1;
        for (const char *s = m; *s; s++) {
            putchar(*s);
            if (*s == '.') dots++;
            else dashes++;
        }
    }
    if (line_open) putchar('\n');
    printf("dots %ld dashes %ld\n", dots, dashes);
    return 0;
}
