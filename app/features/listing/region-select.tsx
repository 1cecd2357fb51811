import type { FieldMetadata } from '@conform-to/react';
import { SimpleGrid } from '@mantine/core/esm/components/SimpleGrid/SimpleGrid';
import { useState } from 'react';
import { REGIONS } from '#contracts/regions';
import { sigunguOptionValue } from '~/features/listing/region-field';
import { useHydrated } from '~/utils/use-hydrated';
import { NativeSelect } from '~/forms/native-select';

type RegionField = FieldMetadata<string | undefined>;

interface RegionSelectProps {
  sido: RegionField;
  sigungu: RegionField;
  labels: { sido: string; sigungu: string };
  /** the empty 시·군·구 choice: '선택하세요', or '전체' where a whole 시·도 is allowed */
  anySigunguLabel: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * 시·도 and 시·군·구 as two native selects. Without JavaScript the 시·군·구 list holds every 시·도's,
 * grouped; with it, only the chosen 시·도's, and a 시·군·구 picked first fills in its 시·도.
 */
export function RegionSelect(props: RegionSelectProps) {
  // what was chosen lives here: a reset or a new row starts it again
  return <RegionSelects key={`${props.sido.key}${props.sigungu.key}`} {...props} />;
}

function RegionSelects({ sido: sidoField, sigungu: sigunguField, labels, anySigunguLabel }: RegionSelectProps) {
  const hydrated = useHydrated();
  const [sido, setSido] = useState(text(sidoField.initialValue));
  const [sigungu, setSigungu] = useState(text(sigunguField.initialValue));
  const shown = hydrated && sido ? REGIONS.filter((region) => region.sido === sido) : REGIONS;

  return (
    <SimpleGrid cols={2} spacing="sm">
      <NativeSelect
        id={sidoField.id}
        name={sidoField.name}
        form={sidoField.formId}
        label={labels.sido}
        value={sido}
        error={sidoField.errors?.[0]}
        data={[
          { value: '', label: '선택하세요' },
          ...REGIONS.map((region) => ({ value: region.sido, label: region.name })),
        ]}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setSido(next);
          if (sigungu && !sigungu.startsWith(sigunguOptionValue(next, ''))) setSigungu('');
        }}
      />
      <NativeSelect
        id={sigunguField.id}
        name={sigunguField.name}
        form={sigunguField.formId}
        label={labels.sigungu}
        value={sigungu}
        error={sigunguField.errors?.[0]}
        data={[
          { value: '', label: anySigunguLabel },
          ...shown.map((region) => ({
            group: region.name,
            items: region.sigungu.map((name) => ({ value: sigunguOptionValue(region.sido, name), label: name })),
          })),
        ]}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setSigungu(next);
          if (next && !sido) setSido(next.slice(0, next.indexOf(':')));
        }}
      />
    </SimpleGrid>
  );
}
