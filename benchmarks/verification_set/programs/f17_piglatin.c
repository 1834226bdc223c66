/* Pig Latin of a text.  Input: free text of at most 10^6 bytes; a word is a longest run of the
   letters A-Z and a-z.  Each word is turned into Pig Latin: a word that begins with a vowel
   (a, e, i, o or u, of either case) gets "way" added at its end; any other word has its
   letters before its first vowel moved to its end and then "ay" added, y counting as a vowel
   too when it is not the first letter ("rhythm" becomes "ythmrhay", and a word without a
   vowel, like "psst", just gets "ay").  A word whose first letter is a capital and whose other
   letters are small keeps that form: "Hello" becomes "Ellohay".  Everything else is copied as
   it is.  Output: the text so turned, then, on a line of its own (after a newline when the
   text does not end with one), "words W moved M", W the words and M the letters moved. */
#include <stdio.h>
#include <stdlib.h>

static int letter(int c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static int small(int c) {
    return c >= 'a' && c <= 'z';
}

static int lower(int c) {
    return small(c) ? c : c + ('a' - 'A');
}

static int upper(int c) {
    return small(c) ? c - ('a' - 'A') : c;
}

static int vowel(int c) {
    c = lower(c);
    return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u';
}

int main(void) {
    size_t size = 1 << 16, n = 0, got;
    unsigned char *text = malloc(size);
    if (!text) return 1;
    while ((got = fread(text + n, 1, size - n, stdin)) > 0) {
        n += got;
        if (n == size) {
            size *= 2;
            unsigned char *more = realloc(text, size);
            if (!more) return 1;
            text = more;
        }
    }
    long words = 0, moved = 0;
    for (size_t i = 0; i < n;) {
        if (!letter(text[i])) {
            putchar(text[i++]);
            continue;
        }
        size_t j = i;
        while (j < n && letter(text[j])) j++;
        const unsigned char *w = text + i;
        size_t len = j - i, cut = 0;  /* the letters before the first vowel */
        words++;
        if (!vowel(w[0])) {
            cut = 1;
            while (cut < len && !vowel(w[cut]) && lower(w[cut]) != 'y') cut++;
            if (cut == len) cut = 0;  /* no vowel: nothing moves */
        }
        if (vowel(w[0]) || cut == 0) {
            fwrite(w, 1, len, stdout);
            fputs(vowel(w[0]) ? "way" : "ay", stdout);
            i = j;
            continue;
        }
        int capitalized = !small(w[0]);
        for (size_t k = 1; k < len && capitalized; k++)
            if (!small(w[k])) capitalized = 0;
        moved += (long)cut;
        for (size_t k = cut; k < len; k++)
            putchar(capitalized && k == cut ? upper(w[k]) : w[k]);
        for (size_t k = 0; k < cut; k++)
            putchar(capitalized ? lower(w[k]) : w[k]);
        fputs("ay", stdout);
        i = j;
    }
    if (n > 0 && text[n - 1] != '\n') putchar('\n');
    printf("words %ld moved %ld\n", words, moved);
    free(text);
    return 0;
}
