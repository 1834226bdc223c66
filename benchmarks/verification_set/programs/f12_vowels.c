/* Vowels in a text.  Input: free text of at most 10^6 bytes.  A word is a longest run of the
   letters A-Z and a-z; the vowels are a, e, i, o and u in either case.  Output: a line
   "words W vowels V"; a line "a A e E i I o O u U" with the count of each vowel; then the word
   with the most vowels as it is written and its number of vowels (of those with equally many,
   the one that comes first), or "none" when the text has no vowel. */
#include <stdio.h>
#include <stdlib.h>

#define MAXT 1000000

static char word[MAXT + 1], best[MAXT + 1];

static int vowel(int c) {
    switch (c | 0x20) {
    case 'a': return 1;
    case 'e': return 2;
    case 'i': return 3;
    case 'o': return 4;
    case 'u': return 5;
    default: return 0;
    }
}

static int letter(int c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}

int main(void) {
    long words = 0, vowels = 0, each[6] = {0}, best_vowels = 0;
    long length = 0, in_word = 0, best_length = 0;
    int c;
    do {
        c = getchar();
        if (c != EOF && letter(c)) {
            if (length < MAXT) word[length++] = (char)c;
            int v = vowel(c);
            if (v) {
                in_word++;
                each[v]++;
            }
            continue;
        }
        if (length > 0) {
            words++;
            vowels += in_word;
            if (in_word > best_vowels) {
                best_vowels = in_word;
                best_length = length;
                for (long i = 0; i < length; i++) best[i] = word[i];
            }
        }
        length = 0;
        in_word = 0;
    } while (c != EOF);
    printf("words %ld vowels %ld\n", words, vowels);
    printf("a %ld e %ld i %ld o %ld u %ld\n", each[1], each[2], each[3], each[4], each[5]);
    if (best_vowels == 0) {
        puts("none");
    } else {
        fwrite(best, 1, (size_t)best_length, stdout);
        printf(" %ld\n", best_vowels);
    }
    return 0;
}
