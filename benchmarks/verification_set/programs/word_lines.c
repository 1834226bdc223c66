/* Words per line.  Input: lines of text (each at most 4095 bytes).  A word is a maximal run of
   bytes that are not whitespace (space, \t, \n, \v, \f, \r).  Output per line: the number of
   words, the length of the longest word and the number of vowels (a, e, i, o, u, either case). */
#include <stdio.h>

static int is_space(int c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

static int is_vowel(int c) {
    c |= 0x20;
    return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u';
}

int main(void) {
    static char line[4097];
    while (fgets(line, sizeof line, stdin)) {
        int words = 0, longest = 0, run = 0, vowels = 0;
        for (char *p = line; *p; p++) {
            unsigned char c = (unsigned char)*p;
            if (is_space(c)) {
                run = 0;
                continue;
            }
            if (run++ == 0) words++;
            if (run > longest) longest = run;
            vowels += is_vowel(c);
        }
        printf("%d %d %d\n", words, longest, vowels);
    }
    return 0;
}
